// ARGS: 80 1
// ARGS: 33 5
// Aliasing: overlapping arguments, memmove-like copies, in-place updates out==in.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static void add3(float *out, const float *a, const float *b, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] + b[i] * 0.5f;
}
__attribute__((noinline)) static void copy_fwd(int *dst, const int *src, int n) {
  for (int i = 0; i < n; i++) dst[i] = src[i];
}
__attribute__((noinline)) static void copy_bwd(int *dst, const int *src, int n) {
  for (int i = n - 1; i >= 0; i--) dst[i] = src[i];
}
__attribute__((noinline)) static void scale2d(double *out, const double *in, int r, int c, double k) {
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++) out[i * c + j] = in[i * c + j] * k + (j > 0 ? out[i * c + j - 1] * 0.01 : 0);
}

static long hsum(const int *a, int n) { long s = 0; for (int i = 0; i < n; i++) s = s * 31 + a[i]; return s; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 80;
  int off = argc > 2 ? atoi(argv[2]) : 1;
  float *f = malloc(sizeof(float) * (n + 16));
  for (int i = 0; i < n + 16; i++) f[i] = (float)(i % 9) - 4.0f;
  add3(f, f + 1, f + 2, n);          // out behind inputs
  add3(f + off, f, f + 3, n);        // out ahead of input by off
  add3(f, f, f, n);                  // all the same
  double fs = 0;
  for (int i = 0; i < n + 16; i++) fs += f[i] * (i + 1);
  printf("add3=%.4f\n", fs);
  int *a = malloc(sizeof(int) * (n + 16)), *ref = malloc(sizeof(int) * (n + 16));
  for (int i = 0; i < n + 16; i++) a[i] = ref[i] = i * 3 + 1;
  copy_fwd(a + off, a, n);           // forward smear
  for (int i = 0; i < n; i++) ref[i + off] = ref[i];
  printf("fwd=%ld ref=%ld\n", hsum(a, n + 16), hsum(ref, n + 16));
  for (int i = 0; i < n + 16; i++) a[i] = i * 3 + 1;
  copy_bwd(a + off, a, n);           // memmove-correct
  printf("bwd=%ld\n", hsum(a, n + 16));
  for (int i = 0; i < n + 16; i++) a[i] = i * 3 + 1;
  copy_fwd(a, a + off, n);           // memmove-correct
  printf("fwd2=%ld\n", hsum(a, n + 16));
  memmove(a + 2, a, sizeof(int) * n);
  printf("memmove=%ld\n", hsum(a, n + 16));
  // in place out==in
  int r = n / 4 + 1, c = 4;
  double *m = malloc(sizeof(double) * (r * c + 8));
  for (int i = 0; i < r * c + 8; i++) m[i] = (i % 5) * 0.5 + 1;
  scale2d(m, m, r, c, 1.5);
  scale2d(m + off, m, r, c, 0.75);
  double ms = 0;
  for (int i = 0; i < r * c + 8; i++) ms += m[i] * (i % 3 + 1);
  printf("scale2d=%.9f\n", ms);
  // in-place element-wise squaring through two pointers to the same buffer
  int *p = a, *q = a;
  for (int i = 0; i < n; i++) p[i] = q[i] * q[i] % 1009;
  printf("inplace=%ld\n", hsum(a, n));
  free(f); free(a); free(ref); free(m);
  return 0;
}
