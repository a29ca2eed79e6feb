// ARGS: 97 65 33
// ARGS: 128 128 1
// Transpose then GEMM (C = alpha*A*B^T^T + beta*C), double and float variants, plus a tiled variant.
#include <stdio.h>
#include <stdlib.h>

static void transpose_d(int r, int c, const double *in, double *out) {
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++) out[j * r + i] = in[i * c + j];
}

static void gemm_d(int M, int N, int K, double alpha, const double *A, const double *Bt, double beta, double *C) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < K; k++) s += A[i * K + k] * Bt[j * K + k];
      C[i * N + j] = alpha * s + beta * C[i * N + j];
    }
}

static void gemm_f_tiled(int M, int N, int K, const float *A, const float *B, float *C) {
  const int T = 16;
  for (int ii = 0; ii < M; ii += T)
    for (int kk = 0; kk < K; kk += T)
      for (int i = ii; i < ii + T && i < M; i++)
        for (int k = kk; k < kk + T && k < K; k++) {
          float a = A[i * K + k];
          for (int j = 0; j < N; j++) C[i * N + j] += a * B[k * N + j];
        }
}

int main(int argc, char **argv) {
  int M = atoi(argv[1]), N = atoi(argv[2]), K = atoi(argv[3]);
  double *A = malloc(sizeof(double) * M * K), *B = malloc(sizeof(double) * K * N);
  double *Bt = malloc(sizeof(double) * N * K), *C = malloc(sizeof(double) * M * N);
  float *Af = malloc(sizeof(float) * M * K), *Bf = malloc(sizeof(float) * K * N);
  float *Cf = calloc((size_t)M * N, sizeof(float));
  for (int i = 0; i < M * K; i++) { A[i] = (double)(i % 19) / 7.0 - 1.0; Af[i] = (float)A[i]; }
  for (int i = 0; i < K * N; i++) { B[i] = (double)(i % 23) / 11.0 - 0.9; Bf[i] = (float)B[i]; }
  for (int i = 0; i < M * N; i++) C[i] = (double)(i % 5);
  transpose_d(K, N, B, Bt);
  gemm_d(M, N, K, 1.5, A, Bt, 0.5, C);
  gemm_f_tiled(M, N, K, Af, Bf, Cf);
  double sc = 0, sf = 0, diff = 0, st = 0;
  for (int i = 0; i < M * N; i++) {
    sc += C[i] * (i % 3 + 1); sf += Cf[i] * (double)(i % 3 + 1);
    double e = (C[i] - 0.5 * (i % 5)) / 1.5 - Cf[i];
    diff += e < 0 ? -e : e;
  }
  for (int i = 0; i < N * K; i++) st += Bt[i] * (i % 4);
  printf("M=%d N=%d K=%d gemm_d %.17g gemm_f %.17g\n", M, N, K, sc, sf);
  printf("bt %.17g diff %.6f c00 %.17g cf_last %.9g\n", st, diff, C[0], Cf[M * N - 1]);
  free(A); free(B); free(Bt); free(C); free(Af); free(Bf); free(Cf);
  return 0;
}
