// ARGS: 12 1000003 37 20 18 9
// ARGS: 1 97 1 1 7 33
// Two kernels: (1) integer matrix power A^e mod p by repeated squaring of an int64 matrix
// (row-by-column products reduced mod p each term), trace and checksum; (2) Conway's game of
// life on a torus, wraparound neighbours via %, a fixed number of generations.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void matmul_mod(int n, const int64_t *A, const int64_t *B, int64_t *C, int64_t p) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int64_t acc = 0;
      for (int k = 0; k < n; k++) acc = (acc + A[i * n + k] * B[k * n + j]) % p;
      C[i * n + j] = acc;
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 8;
  int64_t p = argc > 2 ? atoll(argv[2]) : 1000003;
  long long e = argc > 3 ? atoll(argv[3]) : 37;
  int gens = argc > 4 ? atoi(argv[4]) : 10;
  int R = argc > 5 ? atoi(argv[5]) : 16, C = argc > 6 ? atoi(argv[6]) : 16;
  int64_t *A = malloc(sizeof(int64_t) * n * n), *Rm = malloc(sizeof(int64_t) * n * n);
  int64_t *T = malloc(sizeof(int64_t) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i * n + j] = ((int64_t)(i + 1) * 7919 + (int64_t)j * 104729 + i * j) % p;
      Rm[i * n + j] = i == j;
    }
  long long ee = e;
  while (ee > 0) {
    if (ee & 1) {
      matmul_mod(n, Rm, A, T, p);
      for (int k = 0; k < n * n; k++) Rm[k] = T[k];
    }
    matmul_mod(n, A, A, T, p);
    int64_t *sw = A; A = T; T = sw;
    ee >>= 1;
  }
  int64_t tr = 0; uint64_t cs = 0;
  for (int i = 0; i < n; i++) tr = (tr + Rm[i * n + i]) % p;
  for (int k = 0; k < n * n; k++) cs = cs * 1000003u + (uint64_t)Rm[k];
  printf("matpow n=%d trace %lld hash %llu\n", n, (long long)tr, (unsigned long long)cs);
  // life
  unsigned char *g = malloc((size_t)R * C), *g2 = malloc((size_t)R * C);
  unsigned s = 4242u;
  for (int i = 0; i < R * C; i++) { s = s * 1103515245u + 12345u; g[i] = ((s >> 16) % 3) == 0; }
  for (int t = 0; t < gens; t++) {
    for (int r = 0; r < R; r++)
      for (int c = 0; c < C; c++) {
        int nb = 0;
        for (int dr = -1; dr <= 1; dr++)
          for (int dc = -1; dc <= 1; dc++) {
            if (!dr && !dc) continue;
            nb += g[((r + dr + R) % R) * C + (c + dc + C) % C];
          }
        unsigned char alive = g[r * C + c];
        g2[r * C + c] = (nb == 3) || (alive && nb == 2);
      }
    unsigned char *sw = g; g = g2; g2 = sw;
  }
  int pop = 0; unsigned h = 0;
  for (int i = 0; i < R * C; i++) { pop += g[i]; h = h * 3u + g[i]; }
  printf("life gens %d pop %d hash %u\n", gens, pop, h);
  return 0;
}
