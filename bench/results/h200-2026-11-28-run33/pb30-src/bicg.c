#include <stdio.h>
#include <stdlib.h>
#ifndef M
#define M 116
#endif
#ifndef N
#define N 124
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int m, int n, double A[N][M], double r[N], double p[M]) {
  int i, j;
  for (i = 0; i < m; i++)
    p[i] = (double)(i % m) / m;
  for (i = 0; i < n; i++) {
    r[i] = (double)(i % n) / n;
    for (j = 0; j < m; j++)
      A[i][j] = (double)(i * (j + 1) % n) / n;
  }
}
static void kernel_bicg(int m, int n, double A[N][M], double s[M], double q[N], double p[M], double r[N]) {
  int i, j;
  for (i = 0; i < m; i++)
    s[i] = 0;
  for (i = 0; i < n; i++) {
    q[i] = 0.0;
    for (j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}
int main(void) {
  double (*A)[M] = malloc(sizeof(double[N][M]));
  double *s = malloc(sizeof(double[M]));
  double *q = malloc(sizeof(double[N]));
  double *p = malloc(sizeof(double[M]));
  double *r = malloc(sizeof(double[N]));
  init_array(M, N, A, r, p);
  kernel_bicg(M, N, A, s, q, p, r);
  printf("bicg %.17g %.17g %.17g %.17g\n", cks(s, M), cks(q, N), s[M - 1], q[N - 1]);
  free(A); free(s); free(q); free(p); free(r);
  return 0;
}
