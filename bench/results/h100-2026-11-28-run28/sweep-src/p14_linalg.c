#include <stdio.h>
#include <stdlib.h>
// transpose, gemm odd sizes, matvec both orientations
// ARGS: 17 13 11
// ARGS: 0 0 0
// ARGS: 1 1 1
// ARGS: 2 3 1
// ARGS: 1 5 7
// ARGS: 37 29 41
// ARGS: 100 3 99
int main(int argc, char **argv) {
  int M = atoi(argv[1]), N = atoi(argv[2]), K = atoi(argv[3]);
  float *A = malloc(4 * (M * K + 1)), *B = malloc(4 * (K * N + 1)), *C = malloc(4 * (M * N + 1)), *T = malloc(4 * (M * K + 1));
  double *x = malloc(8 * (K + M + 1)), *y = malloc(8 * (M + K + 1)), *z = malloc(8 * (K + M + 1));
  for (int i = 0; i < M * K; i++) A[i] = (float)((i * 7) % 13) - 6.0f + 0.5f;
  for (int i = 0; i < K * N; i++) B[i] = (float)((i * 5) % 11) * 0.25f - 1.0f;
  for (int i = 0; i < K + M; i++) x[i] = 1.0 / (i + 2);
  for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) { float s = 0; for (int k = 0; k < K; k++) s += A[i * K + k] * B[k * N + j]; C[i * N + j] = s; }
  for (int i = 0; i < M; i++) for (int k = 0; k < K; k++) T[k * M + i] = A[i * K + k];
  for (int i = 0; i < M; i++) { double s = 0; for (int k = 0; k < K; k++) s += A[i * K + k] * x[k]; y[i] = s; }  // A x
  for (int k = 0; k < K; k++) z[k] = 0;
  for (int i = 0; i < M; i++) for (int k = 0; k < K; k++) z[k] += A[i * K + k] * x[i];  // A^T x, column orientation
  // gemm i-k-j order accumulate in place
  for (int i = 0; i < M; i++) for (int k = 0; k < K; k++) { float a = A[i * K + k]; for (int j = 0; j < N; j++) C[i * N + j] += a * B[k * N + j]; }
  unsigned h = 0;
  for (int i = 0; i < M * N; i++) { union { float f; unsigned u; } u = {C[i]}; h = h * 31 + u.u; }
  for (int i = 0; i < M * K; i++) { union { float f; unsigned u; } u = {T[i]}; h = h * 31 + u.u; }
  printf("%u\n", h);
  for (int i = 0; i < M && i < 4; i++) printf("%.17g\n", y[i]);
  for (int k = 0; k < K && k < 4; k++) printf("%.17g\n", z[k]);
  return 0;
}
