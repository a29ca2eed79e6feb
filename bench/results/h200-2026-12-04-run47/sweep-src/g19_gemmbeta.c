// g19: gemm with a beta scaling of each row before the product (split by statement), int and float, a
// syrk-like triangle (j <= i) with its own scaling, and a row-mirror store; C disjoint first, then C
// overlapping A or B (C = A + 1, C = B, C = A + m), then disjoint again.
// ARGS: 20 17 23 12
// ARGS: 1 1 1 5
// ARGS: 2 3 1 7
// ARGS: 3 2 3 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 4321u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void gemm(int *C, const int *A, const int *B, int n, int k, int m, int beta) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) C[i * m + j] *= beta;
    for (int p = 0; p < k; p++)
      for (int j = 0; j < m; j++) C[i * m + j] += A[i * k + p] * B[p * m + j];
  }
}
__attribute__((noinline)) void gemmf(float *C, const float *A, const float *B, int n, int k, int m, float beta) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) C[i * m + j] *= beta;
    for (int p = 0; p < k; p++)
      for (int j = 0; j < m; j++) C[i * m + j] += 1.5f * A[i * k + p] * B[p * m + j];
  }
}
__attribute__((noinline)) void syrk(int *C, const int *A, int n, int k, int beta) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) C[i * n + j] *= beta;
    for (int p = 0; p < k; p++)
      for (int j = 0; j <= i; j++) C[i * n + j] += A[i * k + p] * A[j * k + p];
  }
}
__attribute__((noinline)) void mirror(int *C, const int *A, int n, int m) {
  for (int i = 0; i < n; i++) {
    int t = A[i * m];
    for (int j = 0; j < m; j++) C[i * m + j] = A[i * m + m - 1 - j] + t;
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]), m = atoi(argv[3]), calls = atoi(argv[4]);
  int na = n * k, nb = k * m, nc = n * (m > n ? m : n), tot = na + nb + nc + 256;
  int *q = malloc(4 * tot);
  float *f = malloc(4 * tot);
  for (int i = 0; i < tot; i++) { q[i] = (int)(lcg() % 21) - 10; f[i] = (float)((int)(lcg() % 17) - 8) * 0.25f; }
  int A = 0, B = na + 8, C = na + nb + 16;
  for (int c = 0; c < calls; c++) {
    int mode = c % 8, co = C;
    if (mode == 2) co = A + 1;
    if (mode == 3) co = B;
    if (mode == 5) co = A + m;
    if (mode == 6) co = B - 3;
    gemm(q + co, q + A, q + B, n, k, m, c % 3 - 1);
    gemmf(f + co, f + A, f + B, n, k, m, 0.5f);
    syrk(q + co, q + A, n, k, 2);
    mirror(q + (mode == 7 ? A + 1 : C), q + A, n, m);
    printf("c%d co=%d q=%08x f=%08x\n", c, co, hashb(q, 4 * tot), hashb(f, 4 * tot));
    for (int i = 0; i < tot; i++) { q[i] %= 1000; if (f[i] > 1e4f || f[i] < -1e4f) f[i] = 1.0f; }
  }
  return 0;
}
