// f13: inner loops whose entry or count reads an argument: rows y >= k run an inner loop over a row that
// overlaps the next (ld < w), columns guarded by x >= k in place at stride ld (safe once k >= w - ld), an
// inner loop from j = lo to hi in each row i of stride ld, and a 3-D nest whose planes overlap when ps <
// h * w; k and lo/hi start where nothing collides, then move.
// ARGS: 24 80 60 24
// ARGS: 1 1 1 8
// ARGS: 3 3 2 12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 1313u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void fromk(unsigned *a, int h, int w, int ld, int k) {
  for (int y = 0; y < h; y++) {
    a[y * ld] ^= (unsigned)y;
    if (y >= k)
      for (int x = 1; x < w; x++) a[y * ld + x] = a[y * ld + x] * 3u + (unsigned)y;
  }
}
__attribute__((noinline)) void colk(float *a, int h, int w, int ld, int k) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (x >= k) a[y * ld + x] = a[y * ld + x] * 0.5f + (float)y;
}
__attribute__((noinline)) void span(unsigned *a, int h, int ld, int lo, int hi) {
  for (int i = 0; i < h; i++)
    for (int j = lo; j < hi; j++) a[i * ld + j] = a[i * ld + j] * 7u + (unsigned)i;
}
__attribute__((noinline)) void cube(double *a, int d, int h, int w, int ps) {
  for (int z = 0; z < d; z++)
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) a[z * ps + y * w + x] = a[z * ps + y * w + x] * 0.5 + (double)(z + 1);
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), ld = atoi(argv[3]), calls = atoi(argv[4]);
  int am = h * (w > ld ? w : ld) + 2 * w + 16;
  unsigned *a = malloc(4 * am), *s = malloc(4 * am);
  float *f = malloc(4 * am);
  int cd = 4, ch = h / 4 + 1, cw = w / 2 + 1, cm = cd * ch * cw + 16;
  double *q = malloc(8 * cm);
  for (int i = 0; i < am; i++) { a[i] = lcg() % 1000; s[i] = lcg() % 1000; f[i] = (lcg() % 100) / 10.0f; }
  for (int i = 0; i < cm; i++) q[i] = (lcg() % 100) / 10.0;
  int gap = w - ld > 0 ? w - ld : 0;
  int ks[10] = {h, h, h, h, 0, h, h / 2, h, h, 1};
  int cks[10] = {gap, gap, gap + 3, gap, 0, gap, gap > 0 ? gap - 1 : 0, w, gap, 1};
  int spl[10] = {0, 0, 1, 0, 0, 0, 2, 0, 0, 0};
  int sph[10] = {ld, ld, ld, ld, ld + 1, ld, w, ld, 2 * ld, ld};
  int pss[8] = {ch * cw, ch * cw, ch * cw, ch * cw - cw, ch * cw, ch * cw - 1, ch * cw, cw};
  for (int c = 0; c < calls; c++) {
    int k = ks[c % 10], ck = cks[c % 10], lo = spl[c % 10], hi = sph[c % 10], ps = pss[c % 8];
    fromk(a, h, w, ld, k);
    colk(f, h, w, ld, ck);
    span(s, h, ld, lo, hi);
    cube(q, cd, ch, cw, ps);
    printf("c%d k=%d ck=%d lo=%d hi=%d ps=%d a=%u f=%u s=%u q=%u\n", c, k, ck, lo, hi, ps, hashb(a, 4 * am),
           hashb(f, 4 * am), hashb(s, 4 * am), hashb(q, 8 * cm));
  }
  double t = 0;
  for (int i = 0; i < am; i++) t += f[i];
  for (int i = 0; i < cm; i++) t += q[i];
  printf("sum=%.6f\n", t);
  return 0;
}
