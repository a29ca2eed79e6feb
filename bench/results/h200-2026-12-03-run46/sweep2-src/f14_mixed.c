// f14: a small application mixing the changing arguments: an image (uint8_t) brightened row by row into
// out = in + d rows, a running int16 filter whose tap offset t goes 0 -> 1, a float saxpy whose y = x + d,
// a double row scale over a region whose trip count h goes 0, 1, many, and a column update through
// x < k ? x + 1 : x; each pass prints a checksum; the passes repeat with the arguments rotated.
// ARGS: 16 96 2000 30
// ARGS: 1 1 1 9
// ARGS: 2 3 3 14
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
static unsigned lcg_s = 1414u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void bright(uint8_t *out, const uint8_t *in, int h, int w, int add) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int v = in[y * w + x] + add + (x >> 4);
      out[y * w + x] = (uint8_t)(v > 255 ? 255 : v);
    }
}
__attribute__((noinline)) void tap16(int16_t *a, int n, int t) {
  for (int i = 0; i < n; i++) a[i] = (int16_t)((a[i] * 3 + a[i + t]) >> 2);
}
__attribute__((noinline)) void saxpy(float *y, const float *x, int n, float al) {
  for (int i = 0; i < n; i++) y[i] = al * x[i] + y[i];
}
__attribute__((noinline)) void rscale(double *a, int h, int w, int ld, double s) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * ld + x] *= s + 0.001 * y;
}
__attribute__((noinline)) void colsel(unsigned *a, int h, int w, int k) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * w + (x < k ? x + 1 : x)] = a[y * w + x] * 3u + (unsigned)y;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), n = atoi(argv[3]), calls = atoi(argv[4]);
  int hw = h * w, im = 3 * hw + 2 * w + 64, fm = 3 * n + 16;
  uint8_t *img = malloc(im);
  int16_t *s = malloc(2 * (n + 8));
  float *fx = malloc(4 * fm);
  double *d = malloc(8 * (2 * hw + 2 * w + 8));
  unsigned *u = malloc(4 * (hw + 8));
  for (int i = 0; i < im; i++) img[i] = (uint8_t)(lcg() % 200);
  for (int i = 0; i < n + 8; i++) s[i] = (int16_t)(lcg() % 10000);
  for (int i = 0; i < fm; i++) fx[i] = (lcg() % 100) / 10.0f;
  for (int i = 0; i < 2 * hw + 2 * w + 8; i++) d[i] = (lcg() % 100) / 10.0 + 1.0;
  for (int i = 0; i < hw + 8; i++) u[i] = lcg() % 1000;
  uint8_t *ib = img + hw + w + 32;
  float *xb = fx + n + 8;
  int wm40 = w - 40 > 0 ? w - 40 : 1;
  int dr[10] = {hw + 16, hw + 16, hw + 16, 0, hw + 16, w, -w, hw + 16, wm40, 0};
  int tt[10] = {0, 0, 0, 0, 1, 0, 2, 0, 0, 3};
  int dx[10] = {n, n, -n, n, 0, n, 1, -1, n, 2};
  int hs[10] = {h, 0, h, 1, h, 2 * h, h, 0, 2 * h, h};
  int lds[10] = {w, w, w, w, w, w, wm40, w, w, w};
  int ks[10] = {0, 0, 0, 0, 0, w, 0, 2, 0, 0};
  for (int c = 0; c < calls; c++) {
    int e = dr[c % 10], t = tt[c % 10], xd = dx[c % 10], hh = hs[c % 10], ld = lds[c % 10], k = ks[c % 10];
    bright(ib + e, ib, h, w, c % 7);
    tap16(s, n, t);
    saxpy(xb + xd, xb, n, 0.5f);
    rscale(d, hh, w, ld, 0.99);
    colsel(u, h, w, k);
    printf("c%d e=%d t=%d xd=%d hh=%d ld=%d k=%d img=%u s=%u x=%u d=%u u=%u\n", c, e, t, xd, hh, ld, k, hashb(img, im),
           hashb(s, 2 * (n + 8)), hashb(fx, 4 * fm), hashb(d, 8 * (2 * hw + 2 * w + 8)), hashb(u, 4 * (hw + 8)));
  }
  double q = 0;
  for (int i = 0; i < fm; i++) q += fx[i];
  printf("xsum=%.6f\n", q);
  return 0;
}
