// e03: static inline clamp(v, lo, hi) on y + dy and x + dx with dy, dx from runtime-radius loops (not unrolled);
// float box blur, separable version, twice with arrays swapped; then in place.
// ARGS: 90 70 2
// ARGS: 1 2 3
// ARGS: 3 1 1
// ARGS: 2 2 0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 99u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static inline int clamp(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
__attribute__((noinline)) void blur2d(float *out, const float *in, int h, int w, int r) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0;
      for (int dy = -r; dy <= r; dy++)
        for (int dx = -r; dx <= r; dx++)
          s += in[clamp(y + dy, 0, h - 1) * w + clamp(x + dx, 0, w - 1)];
      out[y * w + x] = s / (float)((2 * r + 1) * (2 * r + 1));
    }
}
__attribute__((noinline)) void blurrows(float *out, const float *in, int h, int w, int r) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0;
      for (int dx = -r; dx <= r; dx++) s += in[y * w + clamp(x + dx, 0, w - 1)];
      out[y * w + x] = s;
    }
}
__attribute__((noinline)) void blurcols(float *out, const float *in, int h, int w, int r) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0;
      for (int dy = -r; dy <= r; dy++) s += in[clamp(y + dy, 0, h - 1) * w + x];
      out[y * w + x] = s * 0.5f;
    }
}
static unsigned hashf(const float *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) { unsigned u; memcpy(&u, &a[i], 4); h = (h ^ u) * 16777619u; }
  return h;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), r = atoi(argv[3]), n = h * w;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) a[i] = (lcg() % 4096) / 64.0f;
  blur2d(b, a, h, w, r);
  blur2d(a, b, h, w, r);
  printf("blur2d: h=%u a0=%.4f\n", hashf(a, n), a[0]);
  blurrows(b, a, h, w, r);
  blurcols(a, b, h, w, r);
  printf("sep: h=%u\n", hashf(a, n));
  blurrows(a, a, h, w, r);            // in place: wrong parallelisation changes it
  printf("rows inplace: h=%u\n", hashf(a, n));
  blurcols(a, a, h, w, r);
  printf("cols inplace: h=%u\n", hashf(a, n));
  double s = 0; for (int i = 0; i < n; i++) s += a[i];
  printf("sum=%.4f\n", s);
  return 0;
}
