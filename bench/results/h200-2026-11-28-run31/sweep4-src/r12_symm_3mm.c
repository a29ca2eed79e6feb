#include <stdio.h>
#include <stdlib.h>
// polybench symm (C = alpha*A*B + beta*C, A symmetric from its lower half, temp2 sum, C[k][j] updated inside i's loop) and 3mm
// ARGS: 4 5
// ARGS: 9 7
// ARGS: 1 1
// ARGS: 20 18
static void __attribute__((noinline)) symm(int m, int n, double alpha, double beta, double *C, const double *A, const double *B) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double temp2 = 0;
      for (int k = 0; k < i; k++) { C[k * n + j] += alpha * B[i * n + j] * A[i * m + k]; temp2 += B[k * n + j] * A[i * m + k]; }
      C[i * n + j] = beta * C[i * n + j] + alpha * B[i * n + j] * A[i * m + i] + alpha * temp2;
    }
}
static void __attribute__((noinline)) mm3(int ni, int nj, int nk, int nl, int nm, double *E, const double *A, const double *B, double *F, const double *C, const double *D, double *G) {
  for (int i = 0; i < ni; i++) for (int j = 0; j < nj; j++) { E[i * nj + j] = 0.0; for (int k = 0; k < nk; ++k) E[i * nj + j] += A[i * nk + k] * B[k * nj + j]; }
  for (int i = 0; i < nj; i++) for (int j = 0; j < nl; j++) { F[i * nl + j] = 0.0; for (int k = 0; k < nm; ++k) F[i * nl + j] += C[i * nm + k] * D[k * nl + j]; }
  for (int i = 0; i < ni; i++) for (int j = 0; j < nl; j++) { G[i * nl + j] = 0.0; for (int k = 0; k < nj; ++k) G[i * nl + j] += E[i * nj + k] * F[k * nl + j]; }
}
int main(int argc, char **argv) {
  int m = atoi(argv[1]), n = atoi(argv[2]);
  double *C = malloc(8 * m * n), *A = malloc(8 * m * m), *B = malloc(8 * m * n);
  for (int i = 0; i < m; i++) for (int j = 0; j < n; j++) { C[i * n + j] = (double)((i + j) % 100) / m; B[i * n + j] = (double)((n + i - j) % 100) / m; }
  for (int i = 0; i < m; i++) { for (int j = 0; j <= i; j++) A[i * m + j] = (double)((i + j) % 100) / m; for (int j = i + 1; j < m; j++) A[i * m + j] = -999; }
  symm(m, n, 1.5, 1.2, C, A, B);
  int ni = m, nj = n, nk = m + 1, nl = n + 2, nm = m + 3;
  double *E = malloc(8 * ni * nj), *AA = malloc(8 * ni * nk), *BB = malloc(8 * nk * nj), *F = malloc(8 * nj * nl), *CC = malloc(8 * nj * nm), *DD = malloc(8 * nm * nl), *G = malloc(8 * ni * nl);
  for (int i = 0; i < ni * nk; i++) AA[i] = (double)(i % 13) / 5; for (int i = 0; i < nk * nj; i++) BB[i] = (double)(i % 11) / 7;
  for (int i = 0; i < nj * nm; i++) CC[i] = (double)(i % 9) / 3; for (int i = 0; i < nm * nl; i++) DD[i] = (double)(i % 7) / 9;
  mm3(ni, nj, nk, nl, nm, E, AA, BB, F, CC, DD, G);
  double cs = 0; for (int i = 0; i < m * n; i++) cs += C[i] * (1 + i % 3); for (int i = 0; i < ni * nl; i++) cs += G[i];
  printf("%.17g %.17g %.17g\n", cs, C[0], G[ni * nl - 1]);
  return 0;
}
