#include <stdio.h>
#include <stdlib.h>
#ifndef TSTEPS
#define TSTEPS 40
#endif
#ifndef N
#define N 90
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double A[N][N], double B[N][N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = ((double)i * (j + 2) + 2) / n;
      B[i][j] = ((double)i * (j + 3) + 3) / n;
    }
}
static void kernel_jacobi_2d(int tsteps, int n, double A[N][N], double B[N][N]) {
  int t, i, j;
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
}
int main(void) {
  double (*A)[N] = malloc(sizeof(double[N][N]));
  double (*B)[N] = malloc(sizeof(double[N][N]));
  init_array(N, A, B);
  kernel_jacobi_2d(TSTEPS, N, A, B);
  printf("jacobi-2d %.17g %.17g %.17g\n", cks(&A[0][0], N * N), A[1][1], A[N - 2][N - 2]);
  free(A); free(B);
  return 0;
}
