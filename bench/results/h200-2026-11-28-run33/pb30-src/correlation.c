#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifndef M
#define M 80
#endif
#ifndef N
#define N 100
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int m, int n, double *float_n, double data[N][M]) {
  int i, j;
  *float_n = (double)N;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = (double)(i * j) / M + i;
}
static void kernel_correlation(int m, int n, double float_n, double data[N][M], double corr[M][M],
                               double mean[M], double stddev[M]) {
  int i, j, k;
  double eps = 0.1;
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (j = 0; j < m; j++) {
    stddev[j] = 0.0;
    for (i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }
  for (i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0;
    for (j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (k = 0; k < n; k++)
        corr[i][j] += (data[k][i] * data[k][j]);
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = 1.0;
}
int main(void) {
  double float_n;
  double (*data)[M] = malloc(sizeof(double[N][M]));
  double (*corr)[M] = malloc(sizeof(double[M][M]));
  double *mean = malloc(sizeof(double[M]));
  double *stddev = malloc(sizeof(double[M]));
  init_array(M, N, &float_n, data);
  kernel_correlation(M, N, float_n, data, corr, mean, stddev);
  printf("correlation %.17g %.17g %.17g %.17g\n", cks(&corr[0][0], M * M), corr[0][1], corr[M - 2][M - 1], cks(stddev, M));
  free(data); free(corr); free(mean); free(stddev);
  return 0;
}
