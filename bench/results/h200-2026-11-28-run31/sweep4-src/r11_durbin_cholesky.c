#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// polybench durbin (Toeplitz solve: a shrinking reversed-copy and a dot product per step) and cholesky (sqrt on the diagonal)
// ARGS: 4
// ARGS: 1
// ARGS: 10
// ARGS: 24
static void __attribute__((noinline)) durbin(int n, const double *r, double *y, double *z) {
  double alpha = -r[0], beta = 1.0, sum;
  y[0] = -r[0];
  for (int k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (int i = 0; i < k; i++) sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (int i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++) y[i] = z[i];
    y[k] = alpha;
  }
}
static void __attribute__((noinline)) cholesky(int n, double *A) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) { for (int k = 0; k < j; k++) A[i * n + j] -= A[i * n + k] * A[j * n + k]; A[i * n + j] /= A[j * n + j]; }
    for (int k = 0; k < i; k++) A[i * n + i] -= A[i * n + k] * A[i * n + k];
    A[i * n + i] = sqrt(A[i * n + i]);
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  double *r = malloc(8 * n), *y = malloc(8 * n), *z = malloc(8 * n), *A = malloc(8 * n * n), *B = malloc(8 * n * n);
  for (int i = 0; i < n; i++) r[i] = (double)(n + 1 - i) / (n * 200.0);
  durbin(n, r, y, z);
  for (int i = 0; i < n; i++) { for (int j = 0; j <= i; j++) A[i * n + j] = (double)(-j % n) / n + 1; for (int j = i + 1; j < n; j++) A[i * n + j] = 0; A[i * n + i] = 1; }
  for (int r2 = 0; r2 < n; r2++) for (int s = 0; s < n; s++) { double t = 0; for (int t2 = 0; t2 < n; t2++) t += A[r2 * n + t2] * A[s * n + t2]; B[r2 * n + s] = t; }
  cholesky(n, B);
  double cs = 0; for (int i = 0; i < n; i++) cs += y[i] * (1 + i % 4); for (int i = 0; i < n * n; i++) cs += B[i] * (1 + i % 3);
  printf("%.17g %.17g %.17g\n", cs, y[n - 1], B[n * n - 1]);
  return 0;
}
