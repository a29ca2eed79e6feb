// f08: triangular loops whose bound depends on an argument: out[i] = sum of in[j] for j <= i (out = in + d,
// d = n disjoint first, then 0, -1, 1), a symmetric fill c[i][j] = c[j][i] for j >= i with row stride ld
// (ld = n safe only thanks to the triangle; then ld = n - 1), and rows whose inner count is min(i + 1, k)
// (k <= w: rows stay apart; k > w: a row runs into the next).
// ARGS: 300 40 48 20
// ARGS: 1 1 1 8
// ARGS: 3 2 2 12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 808u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void pre(float *out, const float *in, int n) {
  for (int i = 0; i < n; i++) {
    float s = 0.0f;
    for (int j = 0; j <= i; j++) s += in[j];
    out[i] = s * 0.001f;
  }
}
__attribute__((noinline)) void sym(double *c, int n, int ld, int t) {
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      double v = (double)((i * 7 + j * 3 + t) % 11) + c[i * ld + j] * 0.5;
      c[i * ld + j] = v;
      c[j * ld + i] = v;
    }
}
__attribute__((noinline)) void trik(unsigned *a, int n, int w, int k) {
  for (int i = 0; i < n; i++) {
    int e = i + 1 < k ? i + 1 : k;
    for (int j = 0; j < e; j++) a[i * w + j] = a[i * w + j] * 3u + (unsigned)i;
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), w = atoi(argv[3]), calls = atoi(argv[4]);
  int fm = 3 * n + 8, cm = m * m + m + 8, am = (m + 1) * w + 3 * w + 8;
  float *f = malloc(sizeof(float) * fm);
  double *c = malloc(sizeof(double) * cm);
  unsigned *a = malloc(sizeof(unsigned) * am);
  for (int i = 0; i < fm; i++) f[i] = (lcg() % 100) / 10.0f;
  for (int i = 0; i < cm; i++) c[i] = (lcg() % 100) / 4.0;
  for (int i = 0; i < am; i++) a[i] = lcg() % 1000;
  float *fb = f + n + 4;
  int ds[10] = {n, n, n, 0, n, -1, n, 1, -n, n};
  int lds[8] = {m, m, m, m - 1 > 0 ? m - 1 : 1, m, m + 1, m, m - 1 > 0 ? m - 1 : 1};
  int ks[10] = {w, w / 2, w, w, 2 * w, w, 1, 3 * w, 0, w};
  for (int cc = 0; cc < calls; cc++) {
    int d = ds[cc % 10], ld = lds[cc % 8], k = ks[cc % 10];
    pre(fb + d, fb, n);
    sym(c, m, ld, cc);
    trik(a, m, w, k);
    printf("c%d d=%d ld=%d k=%d f=%u c=%u a=%u\n", cc, d, ld, k, hashb(f, 4 * fm), hashb(c, 8 * cm), hashb(a, 4 * am));
  }
  double s = 0;
  for (int i = 0; i < fm; i++) s += f[i];
  for (int i = 0; i < cm; i++) s += c[i];
  printf("sum=%.6f\n", s);
  return 0;
}
