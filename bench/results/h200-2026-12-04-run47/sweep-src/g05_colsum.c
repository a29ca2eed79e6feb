// g05: column sums y[j] += A[i*n + j] across the rows (float, double, unsigned), with y disjoint, then y
// pointing inside A (row 0, the last row, A + 1, A itself) on some calls, then disjoint again; and a
// column mean-style update y[j] = y[j]*0.5f + A[i*ld + j] with a leading dimension.
// ARGS: 40 50 16
// ARGS: 1 1 6
// ARGS: 2 3 7
// ARGS: 3 2 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 31337u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void colf(float *y, const float *A, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) y[j] += A[i * w + j];
}
__attribute__((noinline)) void cold(double *y, const double *A, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) y[j] += A[i * w + j] * 1.5;
}
__attribute__((noinline)) void colu(unsigned *y, const unsigned *A, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) y[j] += A[i * w + j] ^ (unsigned)i;
}
__attribute__((noinline)) void colema(float *y, const float *A, int h, int w, int ld) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) y[j] = y[j] * 0.5f + A[i * ld + j];
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), calls = atoi(argv[3]);
  int m = h * w + 3 * w + 64;
  float *f = malloc(4 * m);
  double *d = malloc(8 * m);
  unsigned *u = malloc(4 * m);
  for (int i = 0; i < m; i++) {
    f[i] = (lcg() % 100000) / 9.0f; d[i] = (lcg() % 100000) / 11.0; u[i] = lcg();
  }
  int off[8] = {h * w + 8, h * w + 8, 0, h * w + 8, (h - 1) * w, 1, h * w + 8, w};
  for (int c = 0; c < calls; c++) {
    int o = off[c % 8];
    colf(f + o, f, h, w);
    cold(d + o, d, h, w);
    colu(u + o, u, h, w);
    int ld = w + (c % 2);
    int hh = (h * w) / ld;
    colema(f + (c % 8 == 6 ? 2 : h * w + 8 + w), f, hh, w, ld);
    printf("c%d o=%d f=%08x d=%08x u=%08x\n", c, o, hashb(f, 4 * m), hashb(d, 8 * m), hashb(u, 4 * m));
  }
  return 0;
}
