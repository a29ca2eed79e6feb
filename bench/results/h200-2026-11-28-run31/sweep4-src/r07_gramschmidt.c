#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// polybench gramschmidt: column norm (sqrt of a sum), column scaling, then the trailing projection
// ARGS: 4 3
// ARGS: 10 8
// ARGS: 2 2
// ARGS: 24 20
static void __attribute__((noinline)) gs(int m, int n, double *A, double *R, double *Q) {
  for (int k = 0; k < n; k++) {
    double nrm = 0.0;
    for (int i = 0; i < m; i++) nrm += A[i * n + k] * A[i * n + k];
    R[k * n + k] = sqrt(nrm);
    for (int i = 0; i < m; i++) Q[i * n + k] = A[i * n + k] / R[k * n + k];
    for (int j = k + 1; j < n; j++) {
      R[k * n + j] = 0.0;
      for (int i = 0; i < m; i++) R[k * n + j] += Q[i * n + k] * A[i * n + j];
      for (int i = 0; i < m; i++) A[i * n + j] = A[i * n + j] - Q[i * n + k] * R[k * n + j];
    }
  }
}
int main(int argc, char **argv) {
  int m = atoi(argv[1]), n = atoi(argv[2]);
  double *A = malloc(8 * m * n), *R = calloc(n * n, 8), *Q = malloc(8 * m * n);
  for (int i = 0; i < m; i++) for (int j = 0; j < n; j++) { A[i * n + j] = (((double)((i * j) % m) / m) * 100) + 10; Q[i * n + j] = 0.0; }
  gs(m, n, A, R, Q);
  double cs = 0; for (int i = 0; i < n * n; i++) cs += R[i] * (1 + i % 4); for (int i = 0; i < m * n; i++) cs += Q[i];
  printf("%.17g %.17g\n", cs, R[0]);
  return 0;
}
