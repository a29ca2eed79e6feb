#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 120
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double L[N][N], double x[N], double b[N]) {
  int i, j;
  for (i = 0; i < n; i++) {
    x[i] = -999;
    b[i] = i;
    for (j = 0; j <= i; j++)
      L[i][j] = (double)(i + n - j + 1) * 2 / n;
  }
}
static void kernel_trisolv(int n, double L[N][N], double x[N], double b[N]) {
  int i, j;
  for (i = 0; i < n; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
int main(void) {
  double (*L)[N] = malloc(sizeof(double[N][N]));
  double *x = malloc(sizeof(double[N])), *b = malloc(sizeof(double[N]));
  init_array(N, L, x, b);
  kernel_trisolv(N, L, x, b);
  printf("trisolv %.17g %.17g %.17g\n", cks(x, N), x[0], x[N - 1]);
  free(L); free(x); free(b);
  return 0;
}
