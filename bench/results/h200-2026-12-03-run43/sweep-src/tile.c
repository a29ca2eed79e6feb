// ARGS: 70 50 40
// ARGS: 33 97 1
// ARGS: 1 1 1
// ARGS: 64 32 96
// TIME: 1536 1536 1536
// TIME: 2048 2048 2048
#include <stdio.h>
#include <stdlib.h>
#define T 32
static inline int min(int a, int b) { return a < b ? a : b; }
__attribute__((noinline)) void tgemm(int M, int N, int K, const double *A, const double *B, double *C) {
  for (int ii = 0; ii < M; ii += T)
    for (int jj = 0; jj < N; jj += T)
      for (int kk = 0; kk < K; kk += T)
        for (int i = ii; i < min(ii + T, M); i++)
          for (int j = jj; j < min(jj + T, N); j++) {
            double s = C[i * N + j];
            for (int k = kk; k < min(kk + T, K); k++) s += A[i * K + k] * B[k * N + j];
            C[i * N + j] = s;
          }
}
__attribute__((noinline)) void ttrans(int M, int N, const double *A, double *B) {
  for (int ii = 0; ii < M; ii += T)
    for (int jj = 0; jj < N; jj += T)
      for (int i = ii; i < ii + T && i < M; i++)
        for (int j = jj; j < jj + T && j < N; j++)
          B[j * M + i] = A[i * N + j];
}
int main(int argc, char **argv) {
  int M = argc > 1 ? atoi(argv[1]) : 70, N = argc > 2 ? atoi(argv[2]) : 50, K = argc > 3 ? atoi(argv[3]) : 40;
  double *A = malloc(sizeof(double) * M * K), *B = malloc(sizeof(double) * K * N), *C = calloc(M * N, sizeof(double));
  double *D = malloc(sizeof(double) * M * N);
  for (int i = 0; i < M * K; i++) A[i] = (i % 7) * 0.5;
  for (int i = 0; i < K * N; i++) B[i] = (i % 5) * 0.25;
  tgemm(M, N, K, A, B, C);
  ttrans(M, N, C, D);
  double s = 0;
  for (int i = 0; i < M * N; i++) s += D[i] * (i % 3);
  printf("%.6f\n", s);
  return 0;
}
