#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 120
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double x1[N], double x2[N], double y_1[N], double y_2[N], double A[N][N]) {
  int i, j;
  for (i = 0; i < n; i++) {
    x1[i] = (double)(i % n) / n;
    x2[i] = (double)((i + 1) % n) / n;
    y_1[i] = (double)((i + 3) % n) / n;
    y_2[i] = (double)((i + 4) % n) / n;
    for (j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
}
static void kernel_mvt(int n, double x1[N], double x2[N], double y_1[N], double y_2[N], double A[N][N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
}
int main(void) {
  double *x1 = malloc(sizeof(double[N])), *x2 = malloc(sizeof(double[N]));
  double *y_1 = malloc(sizeof(double[N])), *y_2 = malloc(sizeof(double[N]));
  double (*A)[N] = malloc(sizeof(double[N][N]));
  init_array(N, x1, x2, y_1, y_2, A);
  kernel_mvt(N, x1, x2, y_1, y_2, A);
  printf("mvt %.17g %.17g %.17g %.17g\n", cks(x1, N), cks(x2, N), x1[N - 1], x2[N - 1]);
  free(x1); free(x2); free(y_1); free(y_2); free(A);
  return 0;
}
