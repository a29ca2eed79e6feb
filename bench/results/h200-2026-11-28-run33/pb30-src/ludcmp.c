#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 120
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double A[N][N], double b[N], double x[N], double y[N]) {
  int i, j;
  double fn = (double)n;
  for (i = 0; i < n; i++) {
    x[i] = 0;
    y[i] = 0;
    b[i] = (i + 1) / fn / 2.0 + 4;
  }
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (double)(-j % n) / n + 1;
    for (j = i + 1; j < n; j++) {
      A[i][j] = 0;
    }
    A[i][i] = 1;
  }
  int r, s, t;
  double (*B)[N] = malloc(sizeof(double[N][N]));
  for (r = 0; r < n; ++r)
    for (s = 0; s < n; ++s)
      B[r][s] = 0;
  for (t = 0; t < n; ++t)
    for (r = 0; r < n; ++r)
      for (s = 0; s < n; ++s)
        B[r][s] += A[r][t] * A[s][t];
  for (r = 0; r < n; ++r)
    for (s = 0; s < n; ++s)
      A[r][s] = B[r][s];
  free(B);
}
static void kernel_ludcmp(int n, double A[N][N], double b[N], double x[N], double y[N]) {
  int i, j, k;
  double w;
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++) {
        w -= A[i][k] * A[k][j];
      }
      A[i][j] = w / A[j][j];
    }
    for (j = i; j < n; j++) {
      w = A[i][j];
      for (k = 0; k < i; k++) {
        w -= A[i][k] * A[k][j];
      }
      A[i][j] = w;
    }
  }
  for (i = 0; i < n; i++) {
    w = b[i];
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (i = n - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}
int main(void) {
  double (*A)[N] = malloc(sizeof(double[N][N]));
  double *b = malloc(sizeof(double[N])), *x = malloc(sizeof(double[N])), *y = malloc(sizeof(double[N]));
  init_array(N, A, b, x, y);
  kernel_ludcmp(N, A, b, x, y);
  printf("ludcmp %.17g %.17g %.17g %.17g\n", cks(x, N), x[0], x[N - 1], cks(&A[0][0], N * N));
  free(A); free(b); free(x); free(y);
  return 0;
}
