// g06: matrix-vector both ways: y = A x (y[i] = sum_j A[i*w+j]*x[j], float and int), y = beta*y + A x,
// and y += A^T x (y[j] += A[i*w+j]*x[i]); x and y disjoint first, then overlapping A (x = a row of A,
// y = a row of A, y = A + 1, y = x), then disjoint again.
// ARGS: 40 48 14
// ARGS: 1 1 6
// ARGS: 2 3 8
// ARGS: 3 2 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 2024u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void gemv(float *y, const float *A, const float *x, int h, int w) {
  for (int i = 0; i < h; i++) {
    float s = 0.0f;
    for (int j = 0; j < w; j++) s += A[i * w + j] * x[j];
    y[i] = s;
  }
}
__attribute__((noinline)) void gemvb(float *y, const float *A, const float *x, int h, int w, float beta) {
  for (int i = 0; i < h; i++) {
    float s = beta * y[i];
    for (int j = 0; j < w; j++) s += A[i * w + j] * x[j];
    y[i] = s;
  }
}
__attribute__((noinline)) void igemv(int *y, const int *A, const int *x, int h, int w) {
  for (int i = 0; i < h; i++) {
    int s = 0;
    for (int j = 0; j < w; j++) s += A[i * w + j] * x[j];
    y[i] = s;
  }
}
__attribute__((noinline)) void gemvt(float *y, const float *A, const float *x, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) y[j] += A[i * w + j] * x[i];
}
__attribute__((noinline)) void igemvt(int *y, const int *A, const int *x, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) y[j] += A[i * w + j] * x[i];
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), calls = atoi(argv[3]);
  int hw = h * w, m = hw + 4 * (h + w) + 64;
  float *f = malloc(4 * m);
  int *q = malloc(4 * m);
  for (int i = 0; i < m; i++) { f[i] = (lcg() % 2000) / 64.0f - 15.0f; q[i] = (int)(lcg() % 201) - 100; }
  int X = hw + 8, Y = hw + 8 + h + w + 8;    // disjoint x and y
  for (int c = 0; c < calls; c++) {
    int mode = c % 7, xo = X, yo = Y;
    if (mode == 2) xo = w;            // x is row 1 of A
    if (mode == 3) yo = 0;            // y is row 0 of A
    if (mode == 4) yo = 1;
    if (mode == 5) { xo = X; yo = X; } // y = x
    if (mode == 6) { xo = 0; yo = hw - 1; }
    gemv(f + yo, f, f + xo, h, w);
    igemv(q + yo, q, q + xo, h, w);
    gemvb(f + yo, f, f + xo, h, w, 0.5f);
    gemvt(f + yo, f, f + xo, h, w);
    igemvt(q + yo, q, q + xo, h, w);
    printf("c%d x=%d y=%d f=%08x q=%08x\n", c, xo, yo, hashb(f, 4 * m), hashb(q, 4 * m));
    for (int i = 0; i < m; i++) if (f[i] > 1e6f || f[i] < -1e6f) f[i] = (float)(i % 17);
    for (int i = 0; i < m; i++) q[i] = q[i] % 1000;
  }
  return 0;
}
