// g16: gathers that launch (no aliasing ever), one call whose index leaves the memory and traps;
// a 2-D gather out[i*w+j] = in[idx[j]*w + i] (transposed gather), a gather through a char index, and a
// gather + reduction (sum of in[idx[i]]) with an index of -1 on one call (reads the element before: no trap).
// ARGS: 3000 12 0
// ARGS: 3000 12 1
// ARGS: 3000 12 2
// ARGS: 1 6 0
// ARGS: 2 7 1
// ARGS: 3 9 2
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 3131u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void gath(int *out, const int *in, const int *idx, int n) {
  for (int i = 0; i < n; i++) out[i] = in[idx[i]] * 2 + 1;
}
__attribute__((noinline)) void gath2d(int *out, const int *in, const int *idx, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) out[i * w + j] = in[idx[j] * w + i];
}
__attribute__((noinline)) void gathc(float *out, const float *in, const unsigned char *idx, int n) {
  for (int i = 0; i < n; i++) out[i] = in[idx[i]] + (float)i;
}
__attribute__((noinline)) int gsum(const int *in, const int *idx, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += in[idx[i]];
  return s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]), which = atoi(argv[3]);
  int m = 2 * n + 300;
  int *a = malloc(4 * m), *i2 = malloc(4 * m), *idx = malloc(4 * m), *o = malloc(4 * m), *o2 = malloc(4 * m);
  unsigned char *ci = malloc(m);
  float *f = malloc(4 * m), *g = malloc(4 * m);
  for (int i = 0; i < m; i++) {
    a[i] = (int)(lcg() % 100000); idx[i] = (int)(lcg() % n); o[i] = 0; i2[i] = 0; o2[i] = 0; ci[i] = (unsigned char)lcg();
    f[i] = (lcg() % 1000) / 4.0f; g[i] = 0;
  }
  int h = n / 50 + 1, w = n / h;
  for (int i = 0; i < m; i++) i2[i] = (int)(lcg() % h);
  for (int c = 0; c < calls; c++) {
    int bad = c == calls - 3, at = (c * 17) % n;
    int save = idx[at];
    if (bad && which == 0) idx[at] = 0x20000000;
    if (bad && which == 1) idx[at] = -0x10000000;
    if (bad && which == 2) idx[at] = -1;
    gath(o, a + 1, idx, n);
    gath2d(o2, a, i2, h, w);
    gathc(g, f, ci + c, n);
    int s = gsum(a + 1, idx, n);
    printf("c%d s=%d o=%08x o2=%08x g=%08x\n", c, s, hashb(o, 4 * m), hashb(o2, 4 * m), hashb(g, 4 * m));
    fflush(stdout);
    idx[at] = save;
  }
  return 0;
}
