#include <stdio.h>
#include <stdlib.h>
#ifndef M
#define M 116
#endif
#ifndef N
#define N 124
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int m, int n, double A[M][N], double x[N]) {
  int i, j;
  double fn;
  fn = (double)n;
  for (i = 0; i < n; i++)
    x[i] = 1 + (i / fn);
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (double)((i + j) % n) / (5 * m);
}
static void kernel_atax(int m, int n, double A[M][N], double x[N], double y[N], double tmp[M]) {
  int i, j;
  for (i = 0; i < n; i++)
    y[i] = 0;
  for (i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}
int main(void) {
  double (*A)[N] = malloc(sizeof(double[M][N]));
  double *x = malloc(sizeof(double[N]));
  double *y = malloc(sizeof(double[N]));
  double *tmp = malloc(sizeof(double[M]));
  init_array(M, N, A, x);
  kernel_atax(M, N, A, x, y, tmp);
  printf("atax %.17g %.17g %.17g %.17g\n", cks(y, N), y[0], y[N - 1], cks(tmp, M));
  free(A); free(x); free(y); free(tmp);
  return 0;
}
