// g07: a sequential outer loop around a parallel inner loop: prefix sums down the columns
// a[i*w+j] += a[(i-1)*w+j] (int and float), the same with the distance d an argument
// a[i*w+j] = a[(i-d)*w+j] * 3 + a[i*w+j] (d = 1, 2, then 0, then w-based sub-row distances via a flat
// index a[i*w+j] += a[i*w+j-e] with e an argument: e = w (same as d=1), e = 1 (a row recurrence), e = w-1,
// w+1, 0), and a row prefix (inner sequential, outer parallel).
// ARGS: 40 50 16
// ARGS: 1 1 6
// ARGS: 2 3 8
// ARGS: 3 2 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 555u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void colpre(unsigned *a, int h, int w) {
  for (int i = 1; i < h; i++)
    for (int j = 0; j < w; j++) a[i * w + j] += a[(i - 1) * w + j];
}
__attribute__((noinline)) void colpref(float *a, int h, int w) {
  for (int i = 1; i < h; i++)
    for (int j = 0; j < w; j++) a[i * w + j] = a[i * w + j] * 0.5f + a[(i - 1) * w + j];
}
__attribute__((noinline)) void cold(unsigned *a, int h, int w, int d) {
  for (int i = 2; i < h; i++)
    for (int j = 0; j < w; j++) a[i * w + j] = a[(i - d) * w + j] * 3u + a[i * w + j];
}
__attribute__((noinline)) void flate(unsigned *a, int h, int w, int e) {
  for (int i = 1; i < h; i++)
    for (int j = 0; j < w; j++) a[i * w + j] += a[i * w + j - e] ^ (unsigned)j;
}
__attribute__((noinline)) void rowpre(int *a, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 1; j < w; j++) a[i * w + j] += a[i * w + j - 1];
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), calls = atoi(argv[3]);
  int m = (h + 4) * w + 64;
  unsigned *a = malloc(4 * m), *b = malloc(4 * m), *e = malloc(4 * m);
  float *f = malloc(4 * m);
  int *r = malloc(4 * m);
  for (int i = 0; i < m; i++) {
    a[i] = lcg(); b[i] = lcg(); e[i] = lcg(); f[i] = (lcg() % 1000) / 8.0f; r[i] = (int)(lcg() % 2001) - 1000;
  }
  unsigned *eb = e + 2 * w + 8;
  int ds[8] = {1, 2, 1, 0, 2, -1, 1, 2};
  for (int c = 0; c < calls; c++) {
    int d = ds[c % 8];
    int es[8] = {w, w, 1, w, w - 1, w + 1, 0, 2 * w};
    int ee = es[c % 8];
    colpre(a, h, w);
    colpref(f, h, w);
    cold(b + w + 8, h, w, d);
    flate(eb, h, w, ee);
    rowpre(r, h, w);
    printf("c%d d=%d e=%d a=%08x f=%08x b=%08x e=%08x r=%08x\n", c, d, ee, hashb(a, 4 * m), hashb(f, 4 * m),
           hashb(b, 4 * m), hashb(e, 4 * m), hashb(r, 4 * m));
    for (int i = 0; i < m; i++) f[i] = f[i] > 1e6f ? f[i] * 1e-6f : f[i];
  }
  return 0;
}
