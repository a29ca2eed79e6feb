// ARGS: 31
// ARGS: 1
// ARGS: 2
#include <stdio.h>
#include <stdlib.h>
#define N 128
static double A[N][N], B[N][N], C[N][N];
static int I[N][N];
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 31;
  if (n < 0) n = 0;
  if (n > N) n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) { A[i][j] = (i * 7 + j * 3) % 11 - 5; B[i][j] = (i + 2 * j) % 7; }
  /* lower triangular */
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) C[i][j] = A[i][j] + B[j][i];
  /* upper triangular */
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) C[i][j] += 2.0 * A[j][i];
  /* anti-triangular */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n - i; j++) I[i][j] = i * j + 1;
  /* trapezoidal j < 2*i */
  for (int i = 0; i < n / 2; i++)
    for (int j = 0; j < 2 * i; j++) I[i][j] += j;
  /* band */
  int bw = 2;
  for (int i = 0; i < n; i++)
    for (int j = (i - bw > 0 ? i - bw : 0); j <= (i + bw < n - 1 ? i + bw : n - 1); j++)
      B[i][j] = A[i][j] * 0.25 + B[i][j];
  /* dot product inside triangular nest */
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      double s = 0;
      for (int k = 0; k < j; k++) s += A[i][k] * B[j][k];
      C[j][i] = s;
    }
  double cs = 0; long long is = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) { cs += C[i][j] * (i + 1) - B[i][j] * (j + 1); is += I[i][j] * (long long)(i + j + 1); }
  printf("%.4f %lld\n", cs, is);
  return 0;
}
