// f07: 2-D with a row length w and a row stride ld that changes: ld == w (or ld > w) on the early calls,
// then ld = w - 40, w - 1, 1 (rows overlap); in place double, uint8_t copy between strides of one buffer
// (dst = src with ldd != lds), and int rows that also read the row below at src + ld.
// ARGS: 20 80 30
// ARGS: 1 1 9
// ARGS: 2 3 12
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
static unsigned lcg_s = 707u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void scale2(double *a, int h, int w, int ld, double s) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * ld + x] = a[y * ld + x] * s + (double)y;
}
__attribute__((noinline)) void copy2(uint8_t *dst, const uint8_t *src, int h, int w, int ldd, int lds) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) dst[y * ldd + x] = (uint8_t)(src[y * lds + x] * 3 + y);
}
__attribute__((noinline)) void below2(int *out, const int *in, int h, int w, int ld) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) out[y * ld + x] = (in[y * ld + x] + in[y * ld + x + ld] * 2 + y) & 0xfffff;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), calls = atoi(argv[3]);
  int big = (h + 2) * 2 * w + 64;
  double *a = malloc(sizeof(double) * big);
  uint8_t *u = malloc(big);
  int *v = malloc(sizeof(int) * big), *o = malloc(sizeof(int) * big);
  for (int i = 0; i < big; i++) { a[i] = (lcg() % 1000) / 16.0; u[i] = (uint8_t)lcg(); v[i] = lcg() % 1000; o[i] = 0; }
  int wm40 = w - 40 > 0 ? w - 40 : 1, wm1 = w - 1 > 0 ? w - 1 : 1;
  int lds[12] = {w, w, w, w + 8, w, wm40, w, w, 1, 2 * w, wm1, w};
  // copy2: (ldd, lds) as (w, w) in place, (w, 2w) from the rows below, (2w, w) to the rows below
  int cdd[8] = {w, w, w, w, 2 * w, w, wm40, w};
  int css[8] = {w, w, w, 2 * w, w, w, w, wm1};
  for (int c = 0; c < calls; c++) {
    int ld = lds[c % 12], ldd = cdd[c % 8], ls = css[c % 8];
    scale2(a, h, w, ld, 0.5 + 0.125 * (c % 3));
    copy2(u, u, h, w, ldd, ls);
    // out = in (in place) when c % 4 == 3, else a separate array
    below2(c % 4 == 3 ? v : o, v, h, w, ld);
    printf("c%d ld=%d ldd=%d lds=%d a=%u u=%u v=%u o=%u\n", c, ld, ldd, ls, hashb(a, 8 * big), hashb(u, big),
           hashb(v, 4 * big), hashb(o, 4 * big));
  }
  double s = 0;
  for (int i = 0; i < big; i++) s += a[i];
  printf("asum=%.6f\n", s);
  return 0;
}
