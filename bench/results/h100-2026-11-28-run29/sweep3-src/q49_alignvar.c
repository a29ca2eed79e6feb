#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
// the same kernels called with aligned and then misaligned pointers (byte offsets 0..7), lengths around
// vector widths, in-place and out-of-place, so the aligned build is checked first and the misaligned
// build is chosen later
// ARGS: 17
// ARGS: 1
// ARGS: 4
// ARGS: 15
// ARGS: 64
// ARGS: 257
__attribute__((noinline)) static void saxpy(float *y, const float *x, float a, int n) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
__attribute__((noinline)) static void dscale(double *y, int n, double s) { for (int i = 0; i < n; i++) y[i] = y[i] * s + 1.0; }
__attribute__((noinline)) static void hadd(int16_t *y, const int16_t *x, int n) { for (int i = 0; i < n; i++) y[i] = (int16_t)(y[i] + x[i] * 3); }
__attribute__((noinline)) static void i64mix(int64_t *y, int n) { for (int i = 0; i < n; i++) y[i] = y[i] * 3 + (y[i] >> 7); }
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  size_t B = 8 * (size_t)(n + 8) * 2 + 64;
  uint8_t *raw = malloc(B);
  uint32_t h = 0;
  for (int rep = 0; rep < 2; rep++)
    for (int off = 0; off < 8; off++) {
      for (size_t i = 0; i < B; i++) raw[i] = (uint8_t)(i * 37 + off + rep);
      float *y = (float *)(raw + off), *x = (float *)(raw + off + 4 * (n + 3));
      saxpy(y, x, 0.5f + off, n);
      dscale((double *)(raw + 16 + off), n, 1.0 / (off + 1));
      hadd((int16_t *)(raw + off + 1), (int16_t *)(raw + off + 2 * n + 9), n);
      i64mix((int64_t *)(raw + (off ^ 5)), n);
      for (size_t i = 0; i < B; i++) h = h * 31 + raw[i];
      printf("%d %d %08x\n", rep, off, h);
    }
  return 0;
}
