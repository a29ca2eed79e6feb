// d11: median-of-9 filter with a min/max sorting network on a float image (clamped borders).
// ARGS: 37 43 2
// ARGS: 2 1 1
// ARGS: 29 31 3
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static unsigned lcg_s = 606u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
#define SORT2(a, b) { float t_ = fminf(a, b); b = fmaxf(a, b); a = t_; }
static float med9(float p0, float p1, float p2, float p3, float p4, float p5, float p6, float p7, float p8) {
  SORT2(p1, p2); SORT2(p4, p5); SORT2(p7, p8);
  SORT2(p0, p1); SORT2(p3, p4); SORT2(p6, p7);
  SORT2(p1, p2); SORT2(p4, p5); SORT2(p7, p8);
  p3 = fmaxf(p0, p3); p5 = fminf(p5, p8); SORT2(p4, p7);
  p6 = fmaxf(p3, p6); p4 = fmaxf(p1, p4); p2 = fminf(p2, p5);
  p4 = fminf(p4, p7); SORT2(p4, p2); p4 = fmaxf(p6, p4);
  return fminf(p4, p2);
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), passes = atoi(argv[3]);
  float *a = malloc(sizeof(float) * h * w), *b = malloc(sizeof(float) * h * w);
  for (int i = 0; i < h * w; i++) { a[i] = (lcg() % 1000) / 10.0f; if (lcg() % 13 == 0) a[i] = 1000.0f; }
  for (int p = 0; p < passes; p++) {
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        int ym = y > 0 ? y - 1 : 0, yp = y < h - 1 ? y + 1 : h - 1;
        int xm = x > 0 ? x - 1 : 0, xp = x < w - 1 ? x + 1 : w - 1;
        b[y * w + x] = med9(a[ym * w + xm], a[ym * w + x], a[ym * w + xp], a[y * w + xm], a[y * w + x], a[y * w + xp], a[yp * w + xm], a[yp * w + x], a[yp * w + xp]);
      }
    float *t = a; a = b; b = t;
  }
  double s = 0; float fs = 0, mx = -1; unsigned h2 = 0;
  for (int i = 0; i < h * w; i++) { s += a[i] * (1 + i % 5); fs += a[i]; if (a[i] > mx) mx = a[i]; h2 = h2 * 37u + (unsigned)(a[i] * 10); }
  printf("s=%.6f fs=%.6f max=%.6f h=%u\n", s, fs, mx, h2);
  return 0;
}
