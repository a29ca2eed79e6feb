// s02: int8/uint8/int16/uint16 element-wise arithmetic with C's integer promotion and
// truncation back to the narrow type (wraps modulo 2^8/2^16, conversion to signed narrow is
// clang's two's complement), sign extension on load, narrow saturation by hand, mixed
// narrow/wide products, and narrow arrays updated in place (sub-word stores next to each
// other: neighbouring threads write neighbouring bytes). Stack arrays of a few KB and
// malloc'd arrays.
// ARGS: 60000 5
// ARGS: 3000 9
// ARGS: 2 1
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t st;
static uint32_t rnd(void) { st = st * 1103515245u + 12345u; return st >> 8; }

static void mix8(int8_t *o, const int8_t *x, const int8_t *y, int n) {
  for (int i = 0; i < n; i++) {
    int8_t v = (int8_t)(x[i] * y[i] + 100);        // promoted to int, truncated
    int8_t w = (int8_t)(x[i] - y[i]);              // -128 - 127 wraps
    o[i] = (int8_t)(v ^ (w >> 2)) + (int8_t)(x[i] << 3);
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int seed = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 0) n = 0;
  if (n > 60000) n = 60000;
  st = (uint32_t)seed;
  int8_t *x8 = malloc(n + 1), *y8 = malloc(n + 1), *o8 = malloc(n + 1);
  int16_t *x16 = malloc(2 * (n + 1)), *o16 = malloc(2 * (n + 1));
  uint16_t *u16 = malloc(2 * (n + 1)), *v16 = malloc(2 * (n + 1));
  uint8_t *u8 = malloc(n + 1);
  for (int i = 0; i < n; i++) {
    uint32_t r = rnd();
    x8[i] = (int8_t)r; y8[i] = (int8_t)(r >> 8);
    x16[i] = (int16_t)(r * 7u); u16[i] = (uint16_t)(r >> 4);
    u8[i] = (uint8_t)(r >> 16);
    if (i % 13 == 0) { x8[i] = -128; y8[i] = 127; x16[i] = -32768; u16[i] = 65535; u8[i] = 255; }
  }
  printf("n=%d\n", n);
  // loop 1: int8 through a helper
  mix8(o8, x8, y8, n);
  // loop 2: int16 / uint16 with promotion to int, then truncation
  for (int i = 0; i < n; i++) {
    int16_t p = (int16_t)(x16[i] * x16[i]);          // int product, truncated to 16 bits
    uint16_t q = (uint16_t)(u16[i] * u16[i]);        // 65535*65535 fits in unsigned but not int: use unsigned
    q = (uint16_t)((unsigned)u16[i] * (unsigned)u16[i] + q);
    o16[i] = (int16_t)(p - (int16_t)q + (x16[i] >> 15));
    v16[i] = (uint16_t)(~u16[i] + (u16[i] >> (i & 15)) + (uint16_t)-x16[i]);
  }
  // loop 3: uint8 saturating add/sub by hand and in-place update
  for (int i = 0; i < n; i++) {
    int s = u8[i] + (uint8_t)x8[i];
    int d = u8[i] - (uint8_t)y8[i];
    uint8_t sat = (uint8_t)(s > 255 ? 255 : s);
    uint8_t sub = (uint8_t)(d < 0 ? 0 : d);
    u8[i] = (uint8_t)(sat * 3 + sub) ^ (uint8_t)(o8[i]);
  }
  // loop 4: stack arrays, 2-D narrow, rows of bytes
  int8_t img[64][64];
  uint16_t acc[64][64];
  for (int r = 0; r < 64; r++)
    for (int c = 0; c < 64; c++) img[r][c] = (int8_t)(x8[(r * 64 + c) % (n > 0 ? n : 1)] * (n > 0) + r - c);
  for (int r = 0; r < 64; r++)
    for (int c = 0; c < 64; c++) {
      int8_t v = img[r][c];
      acc[r][c] = (uint16_t)(v * v * v + (uint16_t)(v << 9) + r * 1000);
    }
  uint32_t h = 2166136261u;
  for (int i = 0; i < n; i++) {
    h = (h ^ (uint8_t)o8[i]) * 16777619u;
    h = (h ^ (uint16_t)o16[i]) * 16777619u;
    h = (h ^ v16[i]) * 16777619u;
    h = (h ^ u8[i]) * 16777619u;
  }
  uint32_t g = 0;
  for (int r = 0; r < 64; r++)
    for (int c = 0; c < 64; c++) g = g * 33u + acc[r][c];
  printf("h=%08x g=%08x\n", h, g);
  if (n > 0) printf("last %d %d %u %u\n", o8[n - 1], o16[n - 1], v16[n - 1], u8[n - 1]);
  free(x8); free(y8); free(o8); free(x16); free(o16); free(u16); free(v16); free(u8);
  return 0;
}
