// f02: an offset argument in the index: a[i + s] = f(a[i]) with s = 0 on the early calls, then 1, -1, 2,
// -3 (float and int16_t), and the 2-D a[(y + sy) * w + x + sx] = g(a[y * w + x], y) with (sy, sx)
// going from (0, 0) to (0, 1), (1, -40), (-1, 40), (2, 0).
// ARGS: 3000 20 96 24
// ARGS: 1 1 1 8
// ARGS: 2 3 2 11
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
static unsigned lcg_s = 202u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void shf(float *a, int n, int s, float c) {
  for (int i = 0; i < n; i++) a[i + s] = a[i] * 0.5f + c;
}
__attribute__((noinline)) void sh16(int16_t *a, int n, int s) {
  for (int i = 0; i < n; i++) a[i + s] = (int16_t)(a[i] * 3 + i);
}
__attribute__((noinline)) void shift2(unsigned *a, int h, int w, int sy, int sx) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[(y + sy) * w + x + sx] = a[y * w + x] * 3u + (unsigned)y;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), calls = atoi(argv[4]);
  int m = n + 16, hw = h * w, mr = hw + 6 * w + 128;
  float *fb = malloc(sizeof(float) * m);
  int16_t *sb = malloc(sizeof(int16_t) * m);
  unsigned *rb = malloc(sizeof(unsigned) * mr);
  for (int i = 0; i < m; i++) { fb[i] = (lcg() % 1000) / 10.0f; sb[i] = (int16_t)(lcg() % 60000); }
  for (int i = 0; i < mr; i++) rb[i] = lcg() % 9999;
  float *fa = fb + 8;
  int16_t *sa = sb + 8;
  unsigned *ra = rb + 3 * w + 64;
  int ss[12] = {0, 0, 0, 1, 0, -1, 0, 0, 2, -3, 0, 1};
  int sys[10] = {0, 0, 0, 0, 1, 0, -1, 2, 0, 1};
  int sxs[10] = {0, 0, 0, 1, -40, 0, 40, 0, 0, 0};
  for (int c = 0; c < calls; c++) {
    int s = ss[c % 12], sy = sys[c % 10], sx = sxs[c % 10];
    shf(fa, n, s, (float)(c % 5));
    sh16(sa, n, s);
    shift2(ra, h, w, sy, sx);
    printf("c%d s=%d sy=%d sx=%d f=%u s16=%u r=%u\n", c, s, sy, sx, hashb(fb, 4 * m), hashb(sb, 2 * m),
           hashb(rb, 4 * mr));
  }
  double t = 0;
  for (int i = 0; i < m; i++) t += fb[i];
  printf("fsum=%.6f\n", t);
  return 0;
}
