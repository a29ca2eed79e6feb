// e04: 3-D 7-point double stencil with nested two-sided clamps written as ternaries
// (z < 0 ? 0 : (z >= d ? d - 1 : z)), time steps with arrays swapped; then OVERLAPPING out = in + w*h (one plane).
// ARGS: 24 20 18 3
// ARGS: 1 1 1 2
// ARGS: 2 3 1 1
// ARGS: 3 2 2 2
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 4242u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) void st7(double *out, const double *in, int d, int h, int w) {
  for (int z = 0; z < d; z++)
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        int zm = z - 1 < 0 ? 0 : (z - 1 >= d ? d - 1 : z - 1);
        int zp = z + 1 < 0 ? 0 : (z + 1 >= d ? d - 1 : z + 1);
        int ym = y - 1 < 0 ? 0 : (y - 1 >= h ? h - 1 : y - 1);
        int yp = y + 1 < 0 ? 0 : (y + 1 >= h ? h - 1 : y + 1);
        int xm = x - 1 < 0 ? 0 : (x - 1 >= w ? w - 1 : x - 1);
        int xp = x + 1 < 0 ? 0 : (x + 1 >= w ? w - 1 : x + 1);
        out[(z * h + y) * w + x] = 0.4 * in[(z * h + y) * w + x]
          + 0.1 * (in[(zm * h + y) * w + x] + in[(zp * h + y) * w + x]
                 + in[(z * h + ym) * w + x] + in[(z * h + yp) * w + x]
                 + in[(z * h + y) * w + xm] + in[(z * h + y) * w + xp]);
      }
}
// Clamp only in z (outer counter), interior in y and x.
__attribute__((noinline)) void zonly(double *out, const double *in, int d, int h, int w) {
  for (int z = 0; z < d; z++)
    for (int y = 1; y < h - 1; y++)
      for (int x = 1; x < w - 1; x++)
        out[(z * h + y) * w + x] = in[((z > 0 ? z - 1 : 0) * h + y) * w + x] - in[((z < d - 1 ? z + 1 : d - 1) * h + y) * w + x]
          + in[(z * h + y - 1) * w + x + 1];
}
int main(int argc, char **argv) {
  int d = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), steps = atoi(argv[4]);
  int n = d * h * w, p = h * w;
  double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
  double *buf = malloc(sizeof(double) * (n + 2 * p));
  for (int i = 0; i < n; i++) { a[i] = (lcg() % 100000) / 1000.0; b[i] = 0; }
  for (int i = 0; i < n + 2 * p; i++) buf[i] = (lcg() % 1000) / 10.0;
  for (int t = 0; t < steps; t++) { st7(b, a, d, h, w); double *tmp = a; a = b; b = tmp; }
  double s = 0, s2 = 0;
  for (int i = 0; i < n; i++) { s += a[i] * (1 + i % 7); }
  printf("st7: s=%.6f a0=%.6f alast=%.6f\n", s, a[0], a[n - 1]);
  zonly(b, a, d, h, w);
  for (int i = 0; i < n; i++) s2 += b[i] * (1 + i % 3);
  printf("zonly: s=%.6f\n", s2);
  st7(buf + p, buf, d, h, w);   // out = in + one plane
  st7(buf, buf + p, d, h, w);   // out = in - one plane
  zonly(buf + p, buf, d, h, w);
  double s3 = 0; for (int i = 0; i < n + 2 * p; i++) s3 += buf[i] * (1 + i % 5);
  printf("ov: s=%.6f\n", s3);
  return 0;
}
