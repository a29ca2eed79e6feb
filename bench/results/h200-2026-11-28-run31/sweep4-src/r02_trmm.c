#include <stdio.h>
#include <stdlib.h>
// polybench trmm: B := alpha * A^T B with A unit lower triangular, in place (B[i][j] reads B[k][j] for k > i)
// ARGS: 4 5
// ARGS: 10 7
// ARGS: 1 3
// ARGS: 20 24
static void __attribute__((noinline)) trmm(int m, int n, double alpha, const double *A, double *B) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++) B[i * n + j] += A[k * m + i] * B[k * n + j];
      B[i * n + j] = alpha * B[i * n + j];
    }
}
int main(int argc, char **argv) {
  int m = atoi(argv[1]), n = atoi(argv[2]);
  double *A = malloc(sizeof(double) * m * m), *B = malloc(sizeof(double) * m * n);
  for (int i = 0; i < m; i++) { for (int j = 0; j < i; j++) A[i * m + j] = (double)((i + j) % m) / m; A[i * m + i] = 1.0; for (int j = i + 1; j < m; j++) A[i * m + j] = -7.0; }
  for (int i = 0; i < m; i++) for (int j = 0; j < n; j++) B[i * n + j] = (double)((n + (i - j)) % n) / n;
  trmm(m, n, 1.5, A, B);
  double cs = 0; for (int i = 0; i < m * n; i++) cs += B[i] * (1 + i % 5);
  printf("%.17g %.17g %.17g\n", cs, B[0], B[m * n - 1]);
  return 0;
}
