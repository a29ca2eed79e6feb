#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 90
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double *alpha, double *beta, double A[N][N], double B[N][N], double x[N]) {
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < n; i++) {
    x[i] = (double)(i % n) / n;
    for (j = 0; j < n; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * j + 2) % n) / n;
    }
  }
}
static void kernel_gesummv(int n, double alpha, double beta, double A[N][N], double B[N][N], double tmp[N], double x[N], double y[N]) {
  int i, j;
  for (i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}
int main(void) {
  double alpha, beta;
  double (*A)[N] = malloc(sizeof(double[N][N]));
  double (*B)[N] = malloc(sizeof(double[N][N]));
  double *tmp = malloc(sizeof(double[N])), *x = malloc(sizeof(double[N])), *y = malloc(sizeof(double[N]));
  init_array(N, &alpha, &beta, A, B, x);
  kernel_gesummv(N, alpha, beta, A, B, tmp, x, y);
  printf("gesummv %.17g %.17g %.17g\n", cks(y, N), y[0], y[N - 1]);
  free(A); free(B); free(tmp); free(x); free(y);
  return 0;
}
