// PolyBench's initialisations of a triangular matrix (lu, cholesky, ludcmp) and of symm's
// lower triangle, at fixed sizes as PolyBench writes them: clang -O2 clears the rest of each
// row after its diagonal with one wasi-libc `memset` of 8*(N - 1 - i) bytes, and enters
// symm's unrolled upper part behind `i - 52 >=u 7`. Both row loops launch once
// (docs/AUTO-OFFLOAD.md, "A row's memset listed at its own length").
#include <stdio.h>

#define N 120
#define M 60

static double A[N][N];
static double S[M][M];

static void init_lu(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j <= i; j++) A[i][j] = (double)(-j % N) / N + 1;
    for (int j = i + 1; j < N; j++) A[i][j] = 0;
    A[i][i] = 1;
  }
}

static void init_symm(void) {
  for (int i = 0; i < M; i++) {
    for (int j = 0; j <= i; j++) S[i][j] = (double)((i + j) % 100) / M;
    for (int j = i + 1; j < M; j++) S[i][j] = -999;
  }
}

int main(void) {
  init_lu();
  init_symm();
  double a = 0, s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) a += A[i][j] * (1 + (i * N + j) % 7);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) s += S[i][j] * (1 + (i * M + j) % 5);
  printf("%.17g %.17g\n", a, s);
  return 0;
}
