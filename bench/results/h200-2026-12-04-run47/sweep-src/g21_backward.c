// g21: backward loops (i from n-1 down to 0) in place with a distance d from the argument
// (a[i + d] = a[i] * 3 + 1: d = 1 is a memmove-like shift that is only right backwards), a gather whose
// output overlaps its own index array (out = idx + 1 / idx - 1), and a reduction beside a store that
// writes what a later iteration reads (s += a[i + d]; a[i] = ...).
// ARGS: 2000 12
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 6161u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void back(int *a, int n, int d) {
  for (int i = n - 1; i >= 0; i--) a[i + d] = a[i] * 3 + 1;
}
__attribute__((noinline)) void backf(float *out, const float *in, int n) {
  for (int i = n - 1; i >= 0; i--) out[i] = in[i] * 0.5f + in[i + 1];
}
__attribute__((noinline)) void gidx(int *out, const int *in, const int *idx, int n) {
  for (int i = 0; i < n; i++) out[i] = in[idx[i]] % 50;
}
__attribute__((noinline)) int redst(int *a, int n, int d) {
  int s = 0;
  for (int i = 0; i < n; i++) { s += a[i + d]; a[i] = a[i] * 2 + 1; }
  return s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = 3 * n + 64;
  int *a = malloc(4 * m), *idx = malloc(4 * m), *b = malloc(4 * m);
  float *f = malloc(4 * m);
  for (int i = 0; i < m; i++) { a[i] = (int)(lcg() % 1000); idx[i] = (int)(lcg() % 50); b[i] = (int)(lcg() % 1000); f[i] = (lcg() % 100) / 8.0f; }
  int ds[8] = {n + 1, n + 2, 1, n + 1, -1, 2, 0, n + 3};
  for (int c = 0; c < calls; c++) {
    int d = ds[c % 8];
    back(a + 4, n, d);
    backf((c % 4 == 2) ? f + 5 : ((c % 4 == 3) ? f + 3 : f + n + 8), f + 4, n);
    int *io = idx + 8;
    gidx((c % 5 == 2) ? io + 1 : ((c % 5 == 3) ? io - 1 : io + n + 2), b, io, n);
    int s = redst(b + 4, n, d);
    printf("c%d d=%d s=%d a=%08x f=%08x i=%08x b=%08x\n", c, d, s, hashb(a, 4 * m), hashb(f, 4 * m), hashb(idx, 4 * m), hashb(b, 4 * m));
    for (int i = 0; i < m; i++) { a[i] %= 1000; b[i] %= 1000; if (f[i] > 1e4f) f[i] = 1.0f; }
  }
  return 0;
}
