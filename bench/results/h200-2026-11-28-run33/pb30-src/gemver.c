#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 120
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double *alpha, double *beta, double A[N][N], double u1[N], double v1[N], double u2[N],
                       double v2[N], double w[N], double x[N], double y[N], double z[N]) {
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  double fn = (double)n;
  for (i = 0; i < n; i++) {
    u1[i] = i;
    u2[i] = ((i + 1) / fn) / 2.0;
    v1[i] = ((i + 1) / fn) / 4.0;
    v2[i] = ((i + 1) / fn) / 6.0;
    y[i] = ((i + 1) / fn) / 8.0;
    z[i] = ((i + 1) / fn) / 9.0;
    x[i] = 0.0;
    w[i] = 0.0;
    for (j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
}
static void kernel_gemver(int n, double alpha, double beta, double A[N][N], double u1[N], double v1[N], double u2[N],
                          double v2[N], double w[N], double x[N], double y[N], double z[N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (i = 0; i < n; i++)
    x[i] = x[i] + z[i];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}
int main(void) {
  double alpha, beta;
  double (*A)[N] = malloc(sizeof(double[N][N]));
  double *u1 = malloc(sizeof(double[N])), *v1 = malloc(sizeof(double[N]));
  double *u2 = malloc(sizeof(double[N])), *v2 = malloc(sizeof(double[N]));
  double *w = malloc(sizeof(double[N])), *x = malloc(sizeof(double[N]));
  double *y = malloc(sizeof(double[N])), *z = malloc(sizeof(double[N]));
  init_array(N, &alpha, &beta, A, u1, v1, u2, v2, w, x, y, z);
  kernel_gemver(N, alpha, beta, A, u1, v1, u2, v2, w, x, y, z);
  printf("gemver %.17g %.17g %.17g %.17g\n", cks(w, N), w[0], w[N - 1], cks(&A[0][0], N * N));
  free(A); free(u1); free(v1); free(u2); free(v2); free(w); free(x); free(y); free(z);
  return 0;
}
