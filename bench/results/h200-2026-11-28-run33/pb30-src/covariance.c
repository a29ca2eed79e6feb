#include <stdio.h>
#include <stdlib.h>
#ifndef M
#define M 80
#endif
#ifndef N
#define N 100
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int m, int n, double *float_n, double data[N][M]) {
  int i, j;
  *float_n = (double)n;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = ((double)i * j) / M;
}
static void kernel_covariance(int m, int n, double float_n, double data[N][M], double cov[M][M], double mean[M]) {
  int i, j, k;
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}
int main(void) {
  double float_n;
  double (*data)[M] = malloc(sizeof(double[N][M]));
  double (*cov)[M] = malloc(sizeof(double[M][M]));
  double *mean = malloc(sizeof(double[M]));
  init_array(M, N, &float_n, data);
  kernel_covariance(M, N, float_n, data, cov, mean);
  printf("covariance %.17g %.17g %.17g %.17g\n", cks(&cov[0][0], M * M), cov[0][0], cov[M - 1][M - 1], cks(mean, M));
  free(data); free(cov); free(mean);
  return 0;
}
