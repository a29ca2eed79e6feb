// ARGS: 37 19 23
// ARGS: 64 1 129
// Matrix products with odd sizes from argv: float and int, transpose, bias, row/col sums.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static void matmul_f(int M, int K, int N, const float *A, const float *B, float *C) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      float s = 0.0f;
      for (int k = 0; k < K; k++) s += A[i * K + k] * B[k * N + j];
      C[i * N + j] = s;
    }
}

static void matmul_i_acc(int M, int K, int N, const int *A, const int *B, int *C) {
  for (int i = 0; i < M; i++)
    for (int k = 0; k < K; k++) {
      int a = A[i * K + k];
      for (int j = 0; j < N; j++) C[i * N + j] += a * B[k * N + j];
    }
}

static void transpose(int R, int Cc, const float *in, float *out) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < Cc; j++) out[j * R + i] = in[i * Cc + j];
}

int main(int argc, char **argv) {
  if (argc < 4) { printf("usage: M K N\n"); return 1; }
  int M = atoi(argv[1]), K = atoi(argv[2]), N = atoi(argv[3]);
  float *A = malloc(sizeof(float) * M * K), *B = malloc(sizeof(float) * K * N);
  float *C = malloc(sizeof(float) * M * N), *T = malloc(sizeof(float) * M * N);
  float *D = malloc(sizeof(float) * N * N);
  int *Ai = malloc(sizeof(int) * M * K), *Bi = malloc(sizeof(int) * K * N);
  int *Ci = calloc((size_t)M * N, sizeof(int));
  float *bias = malloc(sizeof(float) * N);
  for (int i = 0; i < M; i++)
    for (int k = 0; k < K; k++) {
      A[i * K + k] = (float)((i * 7 + k * 3) % 13 - 6) * 0.125f + 0.01f * (float)k;
      Ai[i * K + k] = (i * 31 + k * 17) % 29 - 14;
    }
  for (int k = 0; k < K; k++)
    for (int j = 0; j < N; j++) {
      B[k * N + j] = (float)((k * 5 + j * 11) % 17 - 8) / 3.0f;
      Bi[k * N + j] = (k * 13 ^ j * 7) % 23 - 11;
    }
  for (int j = 0; j < N; j++) bias[j] = 0.5f - (float)j / (float)N;
  matmul_f(M, K, N, A, B, C);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) C[i * N + j] += bias[j];
  matmul_i_acc(M, K, N, Ai, Bi, Ci);
  matmul_i_acc(M, K, N, Ai, Bi, Ci); /* accumulate twice */
  transpose(M, N, C, T);
  /* D = T * C  (N x M) * (M x N) */
  matmul_f(N, M, N, T, C, D);
  double sc = 0, sd = 0; int64_t si = 0; uint32_t xi = 0;
  for (int i = 0; i < M * N; i++) { sc += C[i] * (double)(i % 7 + 1); si += Ci[i]; xi ^= (uint32_t)Ci[i] * 2654435761u + i; }
  for (int i = 0; i < N * N; i++) sd += D[i] * (double)(i % 5 + 1);
  float rs[8] = {0}, cs[8] = {0};
  for (int i = 0; i < M; i++) { float r = 0; for (int j = 0; j < N; j++) r += T[j * M + i]; rs[i % 8] += r; }
  for (int j = 0; j < N; j++) { float c = 0; for (int i = 0; i < M; i++) c += C[i * N + j]; cs[j % 8] += c; }
  printf("C sum %.17g\nD sum %.17g\nCi sum %lld xor %u\n", sc, sd, (long long)si, xi);
  for (int q = 0; q < 8; q++) printf("rs[%d]=%.9g cs[%d]=%.9g\n", q, rs[q], q, cs[q]);
  printf("C[0]=%.9g C[last]=%.9g D[mid]=%.9g Ci[mid]=%d\n", C[0], C[M * N - 1], D[(N * N) / 2], Ci[(M * N) / 2]);
  free(A); free(B); free(C); free(T); free(D); free(Ai); free(Bi); free(Ci); free(bias);
  return 0;
}
