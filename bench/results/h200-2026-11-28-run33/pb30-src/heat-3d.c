#include <stdio.h>
#include <stdlib.h>
#ifndef TSTEPS
#define TSTEPS 40
#endif
#ifndef N
#define N 20
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double A[N][N][N], double B[N][N][N]) {
  int i, j, k;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (double)(i + j + (n - k)) * 10 / (n);
}
static void kernel_heat_3d(int tsteps, int n, double A[N][N][N], double B[N][N][N]) {
  int t, i, j, k;
  for (t = 1; t <= TSTEPS; t++) {
    for (i = 1; i < n - 1; i++) {
      for (j = 1; j < n - 1; j++) {
        for (k = 1; k < n - 1; k++) {
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                     + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                     + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
        }
      }
    }
    for (i = 1; i < n - 1; i++) {
      for (j = 1; j < n - 1; j++) {
        for (k = 1; k < n - 1; k++) {
          A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                     + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                     + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
        }
      }
    }
  }
}
int main(void) {
  double (*A)[N][N] = malloc(sizeof(double[N][N][N]));
  double (*B)[N][N] = malloc(sizeof(double[N][N][N]));
  init_array(N, A, B);
  kernel_heat_3d(TSTEPS, N, A, B);
  printf("heat-3d %.17g %.17g %.17g\n", cks(&A[0][0][0], N * N * N), A[1][1][1], A[N - 2][N - 2][N - 2]);
  free(A); free(B);
  return 0;
}
