// g14: reductions in nests with stores: out[i] = sum_j A[i*w+j] * x[j] (int) with out overlapping x or A
// on some calls, out[i] += ... (accumulating form), a 2-D whole-matrix xor into a scalar with a store in
// the inner loop (B[i*w+j] = A[i*w+j] + 1), a triangular row sum (j <= i), and a per-row max index
// (argmax, not a reduction).
// ARGS: 40 50 14
// ARGS: 1 1 6
// ARGS: 2 3 8
// ARGS: 3 2 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 1357u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void mv(int *out, const int *A, const int *x, int h, int w) {
  for (int i = 0; i < h; i++) {
    int s = 0;
    for (int j = 0; j < w; j++) s += A[i * w + j] * x[j];
    out[i] = s;
  }
}
__attribute__((noinline)) void mvacc(int *out, const int *A, const int *x, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) out[i] += A[i * w + j] * x[j];
}
__attribute__((noinline)) unsigned xorcopy(unsigned *B, const unsigned *A, int h, int w) {
  unsigned x = 0;
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) { B[i * w + j] = A[i * w + j] + 1u; x ^= A[i * w + j] * (unsigned)(i + 1); }
  return x;
}
__attribute__((noinline)) void trisum(int *out, const int *A, int h, int w) {
  for (int i = 0; i < h; i++) {
    int s = 0;
    for (int j = 0; j <= i && j < w; j++) s += A[i * w + j];
    out[i] = s;
  }
}
__attribute__((noinline)) void argmax(int *out, const int *A, int h, int w) {
  for (int i = 0; i < h; i++) {
    int b = 0;
    for (int j = 1; j < w; j++)
      if (A[i * w + j] > A[i * w + b]) b = j;
    out[i] = b;
  }
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), calls = atoi(argv[3]);
  int hw = h * w, m = 2 * hw + 4 * (h + w) + 64;
  int *q = malloc(4 * m);
  unsigned *u = malloc(4 * m);
  for (int i = 0; i < m; i++) { q[i] = (int)(lcg() % 201) - 100; u[i] = lcg(); }
  int X = hw + 8, Y = hw + 8 + w + h + 8;
  for (int c = 0; c < calls; c++) {
    int mode = c % 6, xo = X, yo = Y;
    if (mode == 2) yo = X;          // out = x
    if (mode == 3) yo = w;          // out = row 1 of A
    if (mode == 4) yo = X + 1;      // out one past x's start
    if (mode == 5) xo = 0;          // x = row 0 of A
    mv(q + yo, q, q + xo, h, w);
    mvacc(q + yo, q, q + xo, h, w);
    unsigned *B = (mode == 3) ? u + w : ((mode == 4) ? u : u + hw + 8);
    unsigned x = xorcopy(B, u, h, w);
    trisum(q + (mode == 5 ? 1 : Y + h), q, h, w);
    argmax(q + (mode == 2 ? 0 : Y + 2 * h), q, h, w);
    printf("c%d x=%d y=%d xor=%08x q=%08x u=%08x\n", c, xo, yo, x, hashb(q, 4 * m), hashb(u, 4 * m));
    for (int i = 0; i < m; i++) q[i] = q[i] % 101;
  }
  return 0;
}
