#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// LU (no pivoting) and cholesky on diagonally dominant matrices, double; plus trisolve
// ARGS: 17
// ARGS: 0
// ARGS: 1
// ARGS: 2
// ARGS: 3
// ARGS: 61
// ARGS: 120
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  double *A = malloc(8 * (n * n + 1)), *L = malloc(8 * (n * n + 1)), *b = malloc(8 * (n + 1));
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) A[i * n + j] = (i == j) ? n + 2.0 : 1.0 / (1 + abs(i - j)) + (i > j ? 0.1 : 0);
  for (int i = 0; i < n; i++) b[i] = i + 1;
  for (int k = 0; k < n; k++) {
    for (int i = k + 1; i < n; i++) A[i * n + k] /= A[k * n + k];
    for (int i = k + 1; i < n; i++) for (int j = k + 1; j < n; j++) A[i * n + j] -= A[i * n + k] * A[k * n + j];
  }
  // forward substitution L y = b (unit lower)
  for (int i = 0; i < n; i++) { double s = b[i]; for (int j = 0; j < i; j++) s -= A[i * n + j] * b[j]; b[i] = s; }
  for (int i = n - 1; i >= 0; i--) { double s = b[i]; for (int j = i + 1; j < n; j++) s -= A[i * n + j] * b[j]; b[i] = s / A[i * n + i]; }
  // cholesky of S = symmetric dd
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) L[i * n + j] = (i == j) ? n + 1.0 : 1.0 / (2 + i + j);
  for (int j = 0; j < n; j++) {
    double s = L[j * n + j];
    for (int k = 0; k < j; k++) s -= L[j * n + k] * L[j * n + k];
    L[j * n + j] = sqrt(s);
    for (int i = j + 1; i < n; i++) { double t = L[i * n + j]; for (int k = 0; k < j; k++) t -= L[i * n + k] * L[j * n + k]; L[i * n + j] = t / L[j * n + j]; }
    for (int i = 0; i < j; i++) L[i * n + j] = 0;
  }
  double s1 = 0, s2 = 0;
  for (int i = 0; i < n * n; i++) { s1 += A[i] * (i % 7 + 1); s2 += L[i] * (i % 5 + 1); }
  printf("%.17g %.17g\n", s1, s2);
  for (int i = 0; i < n && i < 6; i++) printf("%.17g\n", b[i]);
  return 0;
}
