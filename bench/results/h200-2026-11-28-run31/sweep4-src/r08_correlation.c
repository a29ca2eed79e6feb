#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// polybench correlation: means, stddevs (sqrt, a conditional floor), centred data, then the symmetric matrix
// ARGS: 5 4
// ARGS: 12 10
// ARGS: 2 1
// ARGS: 30 24
static void __attribute__((noinline)) correlation(int m, int n, double float_n, double *data, double *corr, double *mean, double *stddev) {
  double eps = 0.1;
  for (int j = 0; j < m; j++) { mean[j] = 0.0; for (int i = 0; i < n; i++) mean[j] += data[i * m + j]; mean[j] /= float_n; }
  for (int j = 0; j < m; j++) { stddev[j] = 0.0; for (int i = 0; i < n; i++) stddev[j] += (data[i * m + j] - mean[j]) * (data[i * m + j] - mean[j]);
    stddev[j] /= float_n; stddev[j] = sqrt(stddev[j]); stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j]; }
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { data[i * m + j] -= mean[j]; data[i * m + j] /= sqrt(float_n) * stddev[j]; }
  for (int i = 0; i < m - 1; i++) { corr[i * m + i] = 1.0;
    for (int j = i + 1; j < m; j++) { corr[i * m + j] = 0.0; for (int k = 0; k < n; k++) corr[i * m + j] += data[k * m + i] * data[k * m + j]; corr[j * m + i] = corr[i * m + j]; } }
  corr[(m - 1) * m + m - 1] = 1.0;
}
int main(int argc, char **argv) {
  int m = atoi(argv[1]), n = atoi(argv[2]);
  double *data = malloc(8 * n * m), *corr = malloc(8 * m * m), *mean = malloc(8 * m), *sd = malloc(8 * m);
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) data[i * m + j] = (double)(i * j) / m + i + (j % 3 == 0 ? 0.0 : 0.25 * j);
  correlation(m, n, (double)n, data, corr, mean, sd);
  double cs = 0; for (int i = 0; i < m * m; i++) cs += corr[i] * (1 + i % 5);
  printf("%.17g %.17g %.17g\n", cs, mean[0], sd[m - 1]);
  return 0;
}
