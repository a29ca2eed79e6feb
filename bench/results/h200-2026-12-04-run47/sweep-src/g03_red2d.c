// g03: reductions over 2-D nests: per-row sum into out[i], per-row xor and min into out2[i], the whole
// matrix summed into a scalar (64-bit), a row-max of |a| with a column count changing per call; out
// sometimes points into the matrix (row 0, the row being read next, in place at a[i*w]).
// ARGS: 60 50 20
// ARGS: 1 1 6
// ARGS: 2 3 8
// ARGS: 3 2 9
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 4242u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashu(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void rowsum(unsigned *out, const unsigned *a, int h, int w) {
  for (int i = 0; i < h; i++) {
    unsigned s = 0;
    for (int j = 0; j < w; j++) s += a[i * w + j];
    out[i] = s;
  }
}
__attribute__((noinline)) void rowxm(int *out, const int *a, int h, int w, int ld) {
  for (int i = 0; i < h; i++) {
    int x = 0, mn = 2147483647;
    for (int j = 0; j < w; j++) { x ^= a[i * ld + j]; mn = a[i * ld + j] < mn ? a[i * ld + j] : mn; }
    out[2 * i] = x;
    out[2 * i + 1] = mn;
  }
}
__attribute__((noinline)) long long total(const int *a, int h, int w, int ld) {
  long long s = 0;
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) s += a[i * ld + j] * (long long)(j + 1);
  return s;
}
__attribute__((noinline)) void rowacc(unsigned *out, const unsigned *a, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) out[i] += a[i * w + j] >> 2;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), calls = atoi(argv[3]);
  int m = h * w + 4 * h + 4 * w + 64;
  unsigned *a = malloc(4 * m), *o = malloc(4 * m);
  int *s = malloc(4 * m);
  for (int i = 0; i < m; i++) { a[i] = lcg(); s[i] = (int)(lcg() % 200001) - 100000; o[i] = 0; }
  for (int c = 0; c < calls; c++) {
    int mode = c % 7;
    unsigned *out = o;
    if (mode == 2) out = a;                 // out over row 0 and beyond
    if (mode == 4) out = a + w;             // out over row 1
    if (mode == 5) out = a + h * w - 1;     // last element of the matrix and past it
    rowsum(out, a, h, w);
    int *out2 = (mode == 3) ? s + w : (mode == 6 ? s : (int *)o + h + 8);
    int ww = w - (c % 3 == 1 ? 1 : 0);
    rowxm(out2, s, h, ww, w);
    long long t = total(s, h, ww, w);
    rowacc((mode == 5) ? a + 1 : o + 3 * h + 16, a, h, w);
    printf("c%d a=%08x o=%08x s=%08x t=%lld\n", c, hashu(a, m), hashu(o, m), hashu((unsigned *)s, m), t);
  }
  return 0;
}
