#include <stdio.h>
#include <stdlib.h>
// polybench ludcmp (LU with w scalar accumulators in triangular loops, then forward and back substitution) and trisolv
// ARGS: 4
// ARGS: 1
// ARGS: 11
// ARGS: 26
static void __attribute__((noinline)) ludcmp(int n, double *A, const double *b, double *x, double *y) {
  double w;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) { w = A[i * n + j]; for (int k = 0; k < j; k++) w -= A[i * n + k] * A[k * n + j]; A[i * n + j] = w / A[j * n + j]; }
    for (int j = i; j < n; j++) { w = A[i * n + j]; for (int k = 0; k < i; k++) w -= A[i * n + k] * A[k * n + j]; A[i * n + j] = w; }
  }
  for (int i = 0; i < n; i++) { w = b[i]; for (int j = 0; j < i; j++) w -= A[i * n + j] * y[j]; y[i] = w; }
  for (int i = n - 1; i >= 0; i--) { w = y[i]; for (int j = i + 1; j < n; j++) w -= A[i * n + j] * x[j]; x[i] = w / A[i * n + i]; }
}
static void __attribute__((noinline)) trisolv(int n, const double *L, double *x, const double *b) {
  for (int i = 0; i < n; i++) { x[i] = b[i]; for (int j = 0; j < i; j++) x[i] -= L[i * n + j] * x[j]; x[i] = x[i] / L[i * n + i]; }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  double *A = malloc(8 * n * n), *b = malloc(8 * n), *x = malloc(8 * n), *y = malloc(8 * n), *x2 = malloc(8 * n);
  for (int i = 0; i < n; i++) { b[i] = (i + 1) / (double)n / 2.0 + 4; for (int j = 0; j < n; j++) A[i * n + j] = (double)((i * j + 1) % n) / n + (i == j ? n : 0); }
  ludcmp(n, A, b, x, y);
  trisolv(n, A, x2, b);
  double cs = 0; for (int i = 0; i < n; i++) cs += x[i] * (1 + i % 3) + x2[i]; for (int i = 0; i < n * n; i++) cs += A[i];
  printf("%.17g %.17g %.17g\n", cs, x[0], x2[n - 1]);
  return 0;
}
