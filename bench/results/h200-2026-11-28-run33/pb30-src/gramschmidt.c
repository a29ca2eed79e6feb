#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifndef M
#define M 60
#endif
#ifndef N
#define N 80
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int m, int n, double A[M][N], double R[N][N], double Q[M][N]) {
  int i, j;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = (((double)((i * j) % m) / m) * 100) + 10;
      Q[i][j] = 0.0;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      R[i][j] = 0.0;
}
static void kernel_gramschmidt(int m, int n, double A[M][N], double R[N][N], double Q[M][N]) {
  int i, j, k;
  double nrm;
  for (k = 0; k < n; k++) {
    nrm = 0.0;
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}
int main(void) {
  double (*A)[N] = malloc(sizeof(double[M][N]));
  double (*R)[N] = malloc(sizeof(double[N][N]));
  double (*Q)[N] = malloc(sizeof(double[M][N]));
  init_array(M, N, A, R, Q);
  kernel_gramschmidt(M, N, A, R, Q);
  printf("gramschmidt %.17g %.17g %.17g %.17g\n", cks(&R[0][0], N * N), cks(&Q[0][0], M * N), R[0][0], Q[M - 1][N - 1]);
  free(A); free(R); free(Q);
  return 0;
}
