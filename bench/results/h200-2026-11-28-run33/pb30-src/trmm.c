#include <stdio.h>
#include <stdlib.h>
#ifndef M
#define M 60
#endif
#ifndef N
#define N 80
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int m, int n, double *alpha, double A[M][M], double B[M][N]) {
  int i, j;
  *alpha = 1.5;
  for (i = 0; i < m; i++) {
    for (j = 0; j < i; j++) {
      A[i][j] = (double)((i + j) % m) / m;
    }
    A[i][i] = 1.0;
    for (j = 0; j < n; j++) {
      B[i][j] = (double)((n + (i - j)) % n) / n;
    }
  }
}
static void kernel_trmm(int m, int n, double alpha, double A[M][M], double B[M][N]) {
  int i, j, k;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}
int main(void) {
  double alpha;
  double (*A)[M] = malloc(sizeof(double[M][M]));
  double (*B)[N] = malloc(sizeof(double[M][N]));
  init_array(M, N, &alpha, A, B);
  kernel_trmm(M, N, alpha, A, B);
  printf("trmm %.17g %.17g %.17g\n", cks(&B[0][0], M * N), B[0][0], B[M - 1][N - 1]);
  free(A); free(B);
  return 0;
}
