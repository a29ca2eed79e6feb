#include <stdio.h>
#include <stdlib.h>
#ifndef M
#define M 60
#endif
#ifndef N
#define N 80
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, int m, double *alpha, double *beta, double C[N][N], double A[N][M]) {
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = (double)((i * j + 1) % n) / n;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = (double)((i * j + 2) % m) / m;
}
static void kernel_syrk(int n, int m, double alpha, double beta, double C[N][N], double A[N][M]) {
  int i, j, k;
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++) {
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
    }
  }
}
int main(void) {
  double alpha, beta;
  double (*C)[N] = malloc(sizeof(double[N][N]));
  double (*A)[M] = malloc(sizeof(double[N][M]));
  init_array(N, M, &alpha, &beta, C, A);
  kernel_syrk(N, M, alpha, beta, C, A);
  printf("syrk %.17g %.17g %.17g\n", cks(&C[0][0], N * N), C[0][0], C[N - 1][N - 1]);
  free(C); free(A);
  return 0;
}
