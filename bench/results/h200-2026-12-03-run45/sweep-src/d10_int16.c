// d10: int16_t/int8_t arithmetic with wraparound and hand-written saturation, mixed with uint64 hashes.
// ARGS: 2003 4
// ARGS: 3 1
// ARGS: 1111 7
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
static unsigned lcg_s = 3u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static int16_t sat16(int v) { return v > 32767 ? 32767 : (v < -32768 ? -32768 : (int16_t)v); }
static int8_t sat8(int v) { if (v > 127) return 127; if (v < -128) return -128; return (int8_t)v; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), rounds = atoi(argv[2]);
  int16_t *a = malloc(sizeof(int16_t) * n), *b = malloc(sizeof(int16_t) * n), *w = malloc(sizeof(int16_t) * n);
  int8_t *c = malloc(n), *d = malloc(n);
  uint64_t *hv = malloc(sizeof(uint64_t) * n);
  for (int i = 0; i < n; i++) { a[i] = (int16_t)lcg(); b[i] = (int16_t)(lcg() % 2000 - 1000); c[i] = (int8_t)lcg(); d[i] = 0; }
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < n; i++) {
      w[i] = (int16_t)(a[i] + b[i] * 7);          // wraparound
      a[i] = sat16(a[i] + b[i] * 5);               // saturating
      c[i] = (int8_t)(c[i] * 3 + 1);               // wrap int8
      d[i] = sat8(d[i] + (c[i] >> 2));             // saturating int8
    }
    for (int i = 1; i < n; i++) b[i] = (int16_t)((b[i] >> 1) ^ (int16_t)(w[i - 1] & 0x0ff0));
  }
  for (int i = 0; i < n; i++) {
    uint64_t x = (uint64_t)(uint16_t)a[i] << 32 | (uint32_t)(uint16_t)w[i] << 8 | (uint8_t)c[i];
    x ^= x >> 33; x *= 0xff51afd7ed558ccdull; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ull; x ^= x >> 33;
    hv[i] = x + (uint64_t)(int64_t)d[i];
  }
  uint64_t H = 0; long sa = 0; int sd = 0; double mean = 0; float fm = 0;
  for (int i = 0; i < n; i++) { H = H * 31 + hv[i]; sa += a[i]; sd += d[i]; mean += w[i]; fm += c[i] * 0.25f; }
  printf("H=%llu sa=%ld sd=%d mean=%.6f fm=%.6f\n", (unsigned long long)H, sa, sd, mean / n, fm);
  return 0;
}
