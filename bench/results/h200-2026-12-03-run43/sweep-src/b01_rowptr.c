// ARGS: 24 17
// ARGS: 7 1
// Row-pointer matrices (double**) and C99 VLA pointer matrices: product, transpose, scale, norms.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static double **alloc_rows(int r, int c) {
  double **m = malloc(sizeof(double *) * r);
  for (int i = 0; i < r; i++) m[i] = malloc(sizeof(double) * c);
  return m;
}
static void free_rows(double **m, int r) {
  for (int i = 0; i < r; i++) free(m[i]);
  free(m);
}

static void mul_rows(int n, int m, double **a, double **b, double **c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < m; k++) s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

static void vla_ops(int n, int m, double (*x)[m], double (*y)[n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) y[j][i] = x[i][j] * 0.5 + (double)(i - j);
  for (int j = 0; j < m; j++)
    for (int i = 1; i < n; i++) y[j][i] += y[j][i - 1] * 0.25;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 24;
  int m = argc > 2 ? atoi(argv[2]) : 17;
  double **a = alloc_rows(n, m), **b = alloc_rows(m, n), **c = alloc_rows(n, n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) a[i][k] = (double)((i * 7 + k * 3) % 11) - 5.0;
  for (int k = 0; k < m; k++)
    for (int j = 0; j < n; j++) b[k][j] = (double)((k * 5 + j * 2) % 13) * 0.125;
  mul_rows(n, m, a, b, c);
  double tr = 0, fro = 0;
  for (int i = 0; i < n; i++) tr += c[i][i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) fro += c[i][j] * c[i][j];
  printf("rows: trace=%.6f fro=%.6f c01=%.6f\n", tr, sqrt(fro), n > 1 ? c[0][1] : c[0][0]);

  // scale each row by its own max abs
  for (int i = 0; i < n; i++) {
    double mx = 1e-9;
    for (int j = 0; j < n; j++) mx = fabs(c[i][j]) > mx ? fabs(c[i][j]) : mx;
    for (int j = 0; j < n; j++) c[i][j] /= mx;
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) s += c[i][j] * (i + 1);
  printf("rows scaled: %.9f\n", s);

  double (*x)[m] = malloc(sizeof(double) * n * m);
  double (*y)[n] = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) x[i][j] = a[i][j] + 0.001 * i * j;
  vla_ops(n, m, x, y);
  double ys = 0;
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++) ys += y[j][i] * (j + 1);
  printf("vla: %.9f y00=%.6f ylast=%.6f\n", ys, y[0][0], y[m - 1][n - 1]);
  free(x); free(y);
  free_rows(a, n); free_rows(b, m); free_rows(c, n);
  return 0;
}
