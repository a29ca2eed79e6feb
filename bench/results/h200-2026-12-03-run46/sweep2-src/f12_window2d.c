// f12: 2-D reads through windows and clamps whose limits are arguments: a[y][x] = a[y >= lo && y < hi ?
// y - lo : y][x] * 3 + y (lo = 0 safe: every row reads itself), a clamped radius r read from an
// out = in + d buffer (d disjoint, then in place, then one row down), and a row loop whose columns are
// picked by x < k ? x : x + 40 (k = w safe; smaller k reads columns other threads write).
// ARGS: 18 88 2 30
// ARGS: 1 1 0 8
// ARGS: 3 2 1 12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 1212u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
__attribute__((noinline)) void winrows(unsigned *a, int h, int w, int lo, int hi) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * w + x] = a[(y >= lo && y < hi ? y - lo : y) * w + x] * 3u + (unsigned)y;
}
__attribute__((noinline)) void blur(float *out, const float *in, int h, int w, int r) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0.0f;
      for (int dx = -r; dx <= r; dx++) s += in[y * w + clampi(x + dx, 0, w - 1)];
      out[y * w + x] = s * 0.2f + 0.5f * in[clampi(y - r, 0, h - 1) * w + x];
    }
}
__attribute__((noinline)) void colpick(unsigned *a, int h, int w, int k) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * w + x] += a[y * w + (x < k ? x : x + 40)] * 7u + (unsigned)x;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), r = atoi(argv[3]), calls = atoi(argv[4]);
  int hw = h * w, am = hw + 48, fm = 3 * hw + 64;
  unsigned *a = malloc(4 * am), *u = malloc(4 * am);
  float *f = malloc(4 * fm);
  for (int i = 0; i < am; i++) { a[i] = lcg() % 1000; u[i] = lcg() % 1000; }
  for (int i = 0; i < fm; i++) f[i] = (lcg() % 1000) / 100.0f;
  float *fin = f + hw + 32;
  int los[10] = {0, 0, 0, 0, 1, 0, 2, 0, 0, 1};
  int his[10] = {h, h, h, h, h, h, 5, h, h, 2};
  int ds[8] = {hw + 8, hw + 8, 0, hw + 8, w, -w, hw + 8, 1};
  int ks[10] = {w, w, w, w, w - 40 > 0 ? w - 40 : 0, w, 0, w, w / 2, w};
  for (int c = 0; c < calls; c++) {
    int lo = los[c % 10], hi = his[c % 10], d = ds[c % 8], k = ks[c % 10];
    winrows(a, h, w, lo, hi);
    blur(fin + d, fin, h, w, r);
    colpick(u, h, w, k);
    printf("c%d lo=%d hi=%d d=%d k=%d a=%u f=%u u=%u\n", c, lo, hi, d, k, hashb(a, 4 * am), hashb(f, 4 * fm),
           hashb(u, 4 * am));
  }
  double s = 0;
  for (int i = 0; i < fm; i++) s += f[i];
  printf("fsum=%.6f\n", s);
  return 0;
}
