#include <stdio.h>
#include <stdlib.h>
// polybench atax (tmp = A x; y = A^T tmp, y zeroed first), bicg (s and q in one nest) and mvt (x1 by rows, x2 by columns)
// ARGS: 4 5
// ARGS: 12 9
// ARGS: 1 1
// ARGS: 30 26
static void __attribute__((noinline)) atax(int m, int n, const double *A, const double *x, double *y, double *tmp) {
  for (int i = 0; i < n; i++) y[i] = 0;
  for (int i = 0; i < m; i++) { tmp[i] = 0.0; for (int j = 0; j < n; j++) tmp[i] = tmp[i] + A[i * n + j] * x[j]; for (int j = 0; j < n; j++) y[j] = y[j] + A[i * n + j] * tmp[i]; }
}
static void __attribute__((noinline)) bicg(int m, int n, const double *A, double *s, double *q, const double *p, const double *r) {
  for (int i = 0; i < m; i++) s[i] = 0;
  for (int i = 0; i < n; i++) { q[i] = 0.0; for (int j = 0; j < m; j++) { s[j] = s[j] + r[i] * A[i * m + j]; q[i] = q[i] + A[i * m + j] * p[j]; } }
}
static void __attribute__((noinline)) mvt(int n, double *x1, double *x2, const double *y1, const double *y2, const double *A) {
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) x1[i] = x1[i] + A[i * n + j] * y1[j];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) x2[i] = x2[i] + A[j * n + i] * y2[j];
}
int main(int argc, char **argv) {
  int m = atoi(argv[1]), n = atoi(argv[2]);
  double *A = malloc(8 * m * n), *x = malloc(8 * n), *y = malloc(8 * n), *tmp = malloc(8 * m), *s = malloc(8 * (m + n)), *q = malloc(8 * (m + n)), *p = malloc(8 * (m + n)), *r = malloc(8 * m);
  for (int i = 0; i < n; i++) x[i] = 1 + (i / (double)n);
  for (int i = 0; i < m; i++) for (int j = 0; j < n; j++) A[i * n + j] = (double)((i + j) % n) / (5 * m);
  atax(m, n, A, x, y, tmp);
  double *B = malloc(8 * m * n);
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) B[i * m + j] = (double)(i * (j + 1) % n) / n;
  for (int i = 0; i < m; i++) p[i % n] = (double)(i % m) / m, r[i] = (double)(i % n) / n;
  bicg(m, n, B, s, q, p, r);
  int k = m < n ? m : n; double *x1 = calloc(k, 8), *x2 = calloc(k, 8), *C = malloc(8 * k * k);
  for (int i = 0; i < k * k; i++) C[i] = (double)(i % 17) / k;
  mvt(k, x1, x2, x, y, C);
  double cs = 0; for (int i = 0; i < n; i++) cs += y[i] * (1 + i % 3); for (int i = 0; i < m; i++) cs += s[i % n] + q[i % m];
  for (int i = 0; i < k; i++) cs += x1[i] * 2 + x2[i] * 3;
  printf("%.17g %.17g %.17g\n", cs, y[0], x2[k - 1]);
  return 0;
}
