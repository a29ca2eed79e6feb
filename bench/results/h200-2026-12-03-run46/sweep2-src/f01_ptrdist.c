// f01: the distance between out and in changes from call to call: out = in + d with d cycling through
// n + 1 (disjoint), 0, 1, -1, n, n - 1, -n, 2 (1-D unsigned and float kernels), and a 2-D kernel with out = in + e,
// e cycling through a disjoint offset, 0 (in place), one row down/up and a row down with the columns
// shifted by 40 (the overlap crosses 32-column blocks).
// ARGS: 2000 24 80 16
// ARGS: 1 1 1 9
// ARGS: 3 2 3 13
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 101u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashu(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}
static unsigned hashf(const float *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) { unsigned u; memcpy(&u, &a[i], 4); h = (h ^ u) * 16777619u; }
  return h;
}
__attribute__((noinline)) void lin(unsigned *out, const unsigned *in, int n, int c) {
  for (int i = 0; i < n; i++) out[i] = in[i] * 3u + (unsigned)c + (unsigned)(i & 7);
}
__attribute__((noinline)) void pair(float *out, const float *in, int n) {
  for (int i = 0; i < n; i++) out[i] = 0.5f * in[i] + 0.25f * in[i + 1] + 1.0f;
}
__attribute__((noinline)) void rows(unsigned *out, const unsigned *in, int h, int w, int c) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) out[y * w + x] = in[y * w + x] * 5u + (unsigned)(y * 3 + c);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), calls = atoi(argv[4]);
  int m = 4 * n + 256, hw = h * w, mr = 5 * hw + 256;
  unsigned *ib = malloc(sizeof(unsigned) * m), *rb = malloc(sizeof(unsigned) * mr);
  float *fb = malloc(sizeof(float) * m);
  for (int i = 0; i < m; i++) { ib[i] = lcg() % 1000; fb[i] = (lcg() % 1000) / 100.0f; }
  for (int i = 0; i < mr; i++) rb[i] = lcg() % 5000;
  unsigned *ibase = ib + 2 * n + 64, *rbase = rb + 2 * hw + 64;
  float *fbase = fb + 2 * n + 64;
  int ds[12] = {n + 1, n + 1, 0, n + 1, 1, n + 1, -1, n, n - 1, -n, n + 1, 2};
  int es[10] = {hw + 16, hw + 16, 0, hw + 16, w, 0, -w, w - 40, 40 - w, hw + 16};
  for (int c = 0; c < calls; c++) {
    int d = ds[c % 12], e = es[c % 10];
    lin(ibase + d, ibase, n, c);
    pair(fbase + d, fbase, n);
    rows(rbase + e, rbase, h, w, c);
    printf("c%d d=%d e=%d lin=%u pair=%u rows=%u\n", c, d, e, hashu(ib, m), hashf(fb, m), hashu(rb, mr));
  }
  double s = 0;
  for (int i = 0; i < m; i++) s += fb[i];
  printf("fsum=%.6f\n", s);
  return 0;
}
