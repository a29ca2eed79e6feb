#include <stdio.h>
#include <stdlib.h>
#ifndef M
#define M 60
#endif
#ifndef N
#define N 80
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int m, int n, double *alpha, double *beta, double C[M][N], double A[M][M], double B[M][N]) {
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      C[i][j] = (double)((i + j) % 100) / m;
      B[i][j] = (double)((n + i - j) % 100) / m;
    }
  for (i = 0; i < m; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (double)((i + j) % 100) / m;
    for (j = i + 1; j < m; j++)
      A[i][j] = -999;
  }
}
static void kernel_symm(int m, int n, double alpha, double beta, double C[M][N], double A[M][M], double B[M][N]) {
  int i, j, k;
  double temp2;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}
int main(void) {
  double alpha, beta;
  double (*C)[N] = malloc(sizeof(double[M][N]));
  double (*A)[M] = malloc(sizeof(double[M][M]));
  double (*B)[N] = malloc(sizeof(double[M][N]));
  init_array(M, N, &alpha, &beta, C, A, B);
  kernel_symm(M, N, alpha, beta, C, A, B);
  printf("symm %.17g %.17g %.17g\n", cks(&C[0][0], M * N), C[0][0], C[M - 1][N - 1]);
  free(C); free(A); free(B);
  return 0;
}
