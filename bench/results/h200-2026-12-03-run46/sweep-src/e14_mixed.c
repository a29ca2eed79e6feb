// e14: mixed: a strided gather with a two-sided clamp of a computed index (3 * i - k), a clamp on a parameter
// (lo/hi window given on the command line), a max-pool with clamped window on double data, a 3-D
// float clamp on the middle counter only, and a prefix pass that must stay serial.
// ARGS: 20000 7 100 5000
// ARGS: 1 0 0 0
// ARGS: 2 1 1 1
// ARGS: 3 5 2 1
#include <stdio.h>
#include <stdlib.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static unsigned lcg_s = 90210u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) void sgather(double *out, const double *in, int n, int k) {
  for (int i = 0; i < n; i++) {
    int j = 3 * i - k;
    j = j < 0 ? 0 : (j > n - 1 ? n - 1 : j);
    out[i] = in[j] * 0.5 + in[i];
  }
}
// The clamp bounds are parameters, not the loop's own bounds: window [lo, hi] (hi may be < lo: then lo wins).
__attribute__((noinline)) void window(double *out, const double *in, int n, int lo, int hi) {
  for (int i = 0; i < n; i++) {
    int j = MAX(lo, MIN(i, hi));
    out[i] = in[j] - in[i] * 0.25;
  }
}
__attribute__((noinline)) void maxpool(double *out, const double *in, int n, int r) {
  for (int i = 0; i < n; i++) {
    double m = in[i];
    for (int k = 1; k <= r; k++) {
      double u = in[MAX(i - k, 0)], v = in[MIN(i + k, n - 1)];
      m = u > m ? u : m;
      m = v > m ? v : m;
    }
    out[i] = m;
  }
}
__attribute__((noinline)) void mid3(float *out, const float *in, int d, int h, int w) {
  for (int z = 0; z < d; z++)
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++)
        out[(z * h + y) * w + x] = in[(z * h + (y > 0 ? y - 1 : 0)) * w + x] * 0.5f
                                 + in[(z * h + (y < h - 1 ? y + 1 : h - 1)) * w + x] * 0.25f + 1.0f;
}
__attribute__((noinline)) void prefixmax(double *a, int n) {
  for (int i = 0; i < n; i++) a[i] = MAX(a[i], a[MAX(i - 1, 0)]);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]), lo = atoi(argv[3]), hi = atoi(argv[4]);
  if (lo > n - 1) lo = n - 1;
  if (hi > n - 1) hi = n - 1;
  double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n), *buf = malloc(sizeof(double) * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (lcg() % 100000) / 100.0; b[i] = 0; }
  for (int i = 0; i < n + 1; i++) buf[i] = (lcg() % 1000) / 10.0;
  sgather(b, a, n, k);
  printf("sgather: b0=%.6f bl=%.6f\n", b[0], b[n - 1]);
  window(a, b, n, lo, hi);
  window(b, a, n, hi, lo);
  double s = 0; for (int i = 0; i < n; i++) s += b[i] * (1 + i % 13);
  printf("window: %.6f\n", s);
  maxpool(a, b, n, k + 1);
  s = 0; for (int i = 0; i < n; i++) s += a[i] * (i % 7);
  printf("maxpool: %.6f\n", s);
  int d = MIN(1 + n % 5, n), hh = n / 40 > 0 ? n / 40 : 1, w = n / (d * hh) > 0 ? n / (d * hh) : 1;
  while (d * hh * w > n) hh--;
  float *fa = malloc(sizeof(float) * (n + w)), *fb = malloc(sizeof(float) * (n + w));
  for (int i = 0; i < n + w; i++) { fa[i] = (float)(a[i % n] * 0.01); fb[i] = 0; }
  mid3(fb, fa, d, hh, w);
  mid3(fa, fb, d, hh, w);
  mid3(fa + w, fa, d, hh, w);      // out = in + one row
  double fs = 0; for (int i = 0; i < n + w; i++) fs += fa[i] * (1 + i % 3);
  printf("mid3: %.4f\n", fs);
  prefixmax(a, n);
  printf("prefixmax: %.6f\n", a[n - 1] + a[n / 2]);
  sgather(buf + 1, buf, n, k);   // out = in + 1
  maxpool(buf, buf + 1, n, k);   // out = in - 1
  window(buf, buf, n, lo, hi);   // in place
  s = 0; for (int i = 0; i < n + 1; i++) s += buf[i] * (1 + i % 5);
  printf("ov: %.6f\n", s);
  return 0;
}
