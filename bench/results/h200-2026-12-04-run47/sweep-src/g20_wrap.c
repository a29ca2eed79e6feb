// g20: addresses that wrap modulo 2^32: in[i + k] with k = 0x40000000 + d reads in[i + d] in wasm32 (4*k
// wraps), in place (out = in) so d = 1 / -1 are cross-iteration dependences; rows of a 2-D update whose
// leading dimension is 0x40000000 + r (rows really r elements apart: overlapping when r < w); a reduction
// over in[i + k]; and a column sum whose y = A + (2^30 + e).
// ARGS: 300 10 20 8
// ARGS: 1 1 1 6
// ARGS: 3 2 3 8
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 5150u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void shift(int *out, const int *in, int n, int k) {
  for (int i = 0; i < n; i++) out[i] = in[i + k] * 2 + 1;
}
__attribute__((noinline)) void rows(unsigned *a, int h, int w, int ld) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) a[i * ld + j] = a[i * ld + j] * 3u + (unsigned)i;
}
__attribute__((noinline)) unsigned rsum(const unsigned *in, int n, int k) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) s += in[i + k] ^ (unsigned)i;
  return s;
}
__attribute__((noinline)) void colsum(unsigned *y, const unsigned *A, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) y[j] += A[i * w + j];
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), calls = atoi(argv[4]);
  int m = n + h * w + 4 * w + 128;
  int *a = malloc(4 * m);
  unsigned *u = malloc(4 * m);
  for (int i = 0; i < m; i++) { a[i] = (int)(lcg() % 1000); u[i] = lcg(); }
  int *ab = a + 8;
  int ds[8] = {0x40000000 + n + 2, 0x40000000 + n + 2, 0x40000001, 0x40000000 + n + 2, 0x3fffffff, 0x40000000, -0x40000000 + 1, 0x40000000 + n + 2};
  int rs[8] = {w, w, w, 1, w, w - 1 > 0 ? w - 1 : 1, w, 2};
  for (int c = 0; c < calls; c++) {
    int k = ds[c % 8], r = rs[c % 8];
    shift(ab, ab, n, k);
    unsigned s = rsum((unsigned *)ab, n, k);
    rows(u + 4, h, w, 0x40000000 + r);
    colsum(u + 4 + ((c % 4 == 2) ? 0x40000000 + w : h * w + 8), u + 4, h, w);
    printf("c%d k=%x r=%d s=%u a=%08x u=%08x\n", c, k, r, s, hashb(a, 4 * m), hashb(u, 4 * m));
    for (int i = 0; i < m; i++) a[i] %= 100000;
  }
  return 0;
}
