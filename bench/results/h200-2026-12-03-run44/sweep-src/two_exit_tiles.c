// Hand-tiled loops with `&&` bounds (session 39): a 2-D scale and a tiled gemm, tiles of 16.
// ARGS: 100 90
// ARGS: 37 5
// ARGS: 16 16
// ARGS: 1 200
// ARGS: 5 0
// ARGS: 33 17
// ARGS: 64 3
#include <stdio.h>
#include <stdlib.h>
#define T 16
__attribute__((noinline)) void tscale(int n, int m, const double *a, double *b) {
  for (int ii = 0; ii < n; ii += T)
    for (int jj = 0; jj < m; jj += T)
      for (int i = ii; i < ii + T && i < n; i++)
        for (int j = jj; j < jj + T && j < m; j++)
          b[i * m + j] = 2.0 * a[i * m + j] + (double)(i - j);
}
__attribute__((noinline)) void tgemm(int n, int m, const double *a, const double *b, double *c) {
  for (int ii = 0; ii < n; ii += T)
    for (int jj = 0; jj < m; jj += T)
      for (int kk = 0; kk < m; kk += T)
        for (int i = ii; i < ii + T && i < n; i++)
          for (int j = jj; j < jj + T && j < m; j++) {
            double s = c[i * m + j];
            for (int q = kk; q < kk + T && q < m; q++) s += a[i * m + q] * b[q * m + j];
            c[i * m + j] = s;
          }
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100, m = argc > 2 ? atoi(argv[2]) : 90;
  double *a = malloc(sizeof(double) * n * m), *b = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n * m; i++) a[i] = (double)(i % 17);
  tscale(n, m, a, b);
  double s = 0; for (int i = 0; i < n * m; i++) s += b[i] * (1 + i % 5);
  if (n > 0 && m > 0) {
    double *g = malloc(sizeof(double) * m * m), *c = calloc((size_t)n * m, sizeof(double));
    for (int i = 0; i < m * m; i++) g[i] = (double)(i % 7) - 3.0;
    tgemm(n, m, a, g, c);
    for (int i = 0; i < n * m; i++) s += c[i] * (1 + i % 3);
  }
  printf("%.17g\n", s);
  return 0;
}
