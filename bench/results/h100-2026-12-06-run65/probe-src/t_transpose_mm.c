// args: 160 144 128
// C = A * B^T with B transposed first into a scratch matrix; odd sizes.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int m = atoi(argv[1]), n = atoi(argv[2]), p = atoi(argv[3]);
  double *A = malloc(sizeof(double) * m * p), *B = malloc(sizeof(double) * n * p), *BT = malloc(sizeof(double) * p * n), *C = malloc(sizeof(double) * m * n);
  for (int i = 0; i < m * p; i++) A[i] = (i % 13) * 0.25 - 1.0;
  for (int i = 0; i < n * p; i++) B[i] = (i % 11) * 0.125 - 0.5;
  for (int j = 0; j < n; j++) for (int k = 0; k < p; k++) BT[k * n + j] = B[j * p + k];
  for (int i = 0; i < m; i++) for (int j = 0; j < n; j++) {
    double s = 0; for (int k = 0; k < p; k++) s += A[i * p + k] * BT[k * n + j]; C[i * n + j] = s; }
  double t = 0; for (int i = 0; i < m * n; i++) t += C[i] * ((i & 3) + 1);
  printf("%.6f %.6f\n", t, C[m * n / 2 + 7]);
  return 0;
}
