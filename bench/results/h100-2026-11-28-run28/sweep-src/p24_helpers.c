#include <stdio.h>
#include <stdlib.h>
// noinline kernels called with pointer args at different offsets/lengths; repeated calls (first-call check then unchecked)
// ARGS: 17 1
// ARGS: 17 0
// ARGS: 0 0
// ARGS: 1 1
// ARGS: 2 -1
// ARGS: 130 3
// ARGS: 130 -3
__attribute__((noinline)) static void axpy(int n, float a, const float *x, float *y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
__attribute__((noinline)) static void scale2(int n, int m, double *A, int lda, double s) { for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) A[i * lda + j] *= s; }
__attribute__((noinline)) static int count_gt(int n, const int *a, int t) { int c = 0; for (int i = 0; i < n; i++) c += a[i] > t; return c; }
__attribute__((noinline)) static void shift(int n, int *dst, const int *src) { for (int i = 0; i < n; i++) dst[i] = src[i] + 1; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), off = atoi(argv[2]);
  float *x = malloc(4 * (3 * n + 10)); double *A = malloc(8 * (n * n + 10)); int *v = malloc(4 * (3 * n + 10));
  for (int i = 0; i < 3 * n + 10; i++) { x[i] = (float)(i % 17) * 0.25f; v[i] = i * 7 % 31; }
  for (int i = 0; i < n * n + 10; i++) A[i] = i * 0.5;
  for (int r = 0; r < 4; r++) {
    axpy(n, 0.5f + r, x + 5, x + 5 + off * r);    // overlapping in later calls
    scale2(n / 2, n, A, n / 2 + (r & 1) * (n / 2), 1.5);  // lda < m => rows overlap when r even
    shift(n, v + 5 + off * r, v + 5);
  }
  int c = count_gt(n, v, 15);
  unsigned h = 0; double s = 0;
  for (int i = 0; i < 3 * n + 10; i++) { union { float f; unsigned u; } u = {x[i]}; h = h * 31 + u.u + v[i]; }
  for (int i = 0; i < n * n + 10; i++) s += A[i] * (i % 3);
  printf("%u %d %.17g\n", h, c, s);
  return 0;
}
