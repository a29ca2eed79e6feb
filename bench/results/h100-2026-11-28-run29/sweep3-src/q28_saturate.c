#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// int8/int16/uint16 arrays in a time loop with saturating arithmetic written with ternaries and
// min/max, averaging with rounding (a+b+1)>>1, sign extension of narrow loads, narrowing stores
// ARGS: 17 3
// ARGS: 1 1
// ARGS: 2 2
// ARGS: 15 4
// ARGS: 16 4
// ARGS: 19 5
// ARGS: 257 6
static inline int16_t sat16(int v) { return v > 32767 ? 32767 : v < -32768 ? -32768 : (int16_t)v; }
static inline int8_t sat8(int v) { return v > 127 ? 127 : v < -128 ? -128 : (int8_t)v; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  int8_t *a = malloc(n + 1); int16_t *s = malloc(2 * (n + 1)); uint16_t *u = malloc(2 * (n + 1)); uint8_t *px = malloc(n + 1);
  for (int i = 0; i < n; i++) { a[i] = (int8_t)(i * 37); s[i] = (int16_t)(i * 4099); u[i] = (uint16_t)(i * 2503); px[i] = (uint8_t)(i * 91); }
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) a[i] = sat8(a[i] * 2 + (t - 1) * 40);
    for (int i = 0; i < n; i++) s[i] = sat16(s[i] + a[i] * 300);
    for (int i = 0; i < n; i++) u[i] = (uint16_t)(u[i] > 60000 ? 65535 : u[i] + 5000);
    for (int i = 0; i < n - 1; i++) px[i] = (uint8_t)((px[i] + px[i + 1] + 1) >> 1);
    for (int i = 0; i < n; i++) { int v = (int)s[i] >> 4; px[i] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v) ^ px[i]; }
  }
  uint32_t h = 0;
  for (int i = 0; i < n; i++) h = h * 33 + (uint8_t)a[i] + (uint16_t)s[i] * 3 + u[i] * 5 + px[i] * 7;
  printf("%08x\n", h);
  for (int i = 0; i < n && i < 8; i++) printf("%d %d %u %u\n", a[i], s[i], u[i], px[i]);
  return 0;
}
