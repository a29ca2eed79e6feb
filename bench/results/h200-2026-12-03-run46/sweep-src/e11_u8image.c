// e11: uint8 image pipeline with clamps: Sobel magnitude with clamped neighbours (clamp() helper) and a
// saturating value clamp, an unsharp mask with MIN/MAX, a 2x downsample with a clamped second tap,
// and the Sobel with its output OVERLAPPING the input (out = in + w, out = in - 1).
// ARGS: 120 160
// ARGS: 1 1
// ARGS: 1 3
// ARGS: 3 2
// ARGS: 37 41
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static unsigned lcg_s = 65537u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static inline int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
__attribute__((noinline)) void sobel(uint8_t *out, const uint8_t *in, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int y0 = clamp(y - 1, 0, h - 1), y2 = clamp(y + 1, 0, h - 1);
      int x0 = clamp(x - 1, 0, w - 1), x2 = clamp(x + 1, 0, w - 1);
      int gx = in[y0 * w + x2] + 2 * in[y * w + x2] + in[y2 * w + x2] - in[y0 * w + x0] - 2 * in[y * w + x0] - in[y2 * w + x0];
      int gy = in[y2 * w + x0] + 2 * in[y2 * w + x] + in[y2 * w + x2] - in[y0 * w + x0] - 2 * in[y0 * w + x] - in[y0 * w + x2];
      int m = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
      out[y * w + x] = (uint8_t)(m > 255 ? 255 : m);
    }
}
__attribute__((noinline)) void unsharp(uint8_t *out, const uint8_t *in, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int b = (in[MAX(y - 1, 0) * w + x] + in[MIN(y + 1, h - 1) * w + x] + in[y * w + MAX(x - 1, 0)] + in[y * w + MIN(x + 1, w - 1)]) >> 2;
      int v = 2 * in[y * w + x] - b;
      out[y * w + x] = (uint8_t)MAX(0, MIN(255, v));
    }
}
__attribute__((noinline)) void down2(uint8_t *out, const uint8_t *in, int h, int w) {
  int oh = (h + 1) / 2, ow = (w + 1) / 2;
  for (int y = 0; y < oh; y++)
    for (int x = 0; x < ow; x++) {
      int sy = 2 * y, sx = 2 * x, sy1 = MIN(sy + 1, h - 1), sx1 = MIN(sx + 1, w - 1);
      out[y * ow + x] = (uint8_t)((in[sy * w + sx] + in[sy * w + sx1] + in[sy1 * w + sx] + in[sy1 * w + sx1] + 2) >> 2);
    }
}
static unsigned hashb(const uint8_t *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), n = h * w;
  uint8_t *img = malloc(n), *t1 = malloc(n), *t2 = malloc(n), *buf = malloc(n + w + 1);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) img[y * w + x] = (uint8_t)(((x * 7) ^ (y * 13)) + (lcg() % 32));
  for (int i = 0; i < n + w + 1; i++) buf[i] = (uint8_t)lcg();
  sobel(t1, img, h, w);
  printf("sobel: h=%u\n", hashb(t1, n));
  unsharp(t2, img, h, w);
  unsharp(img, t2, h, w);
  printf("unsharp: h=%u\n", hashb(img, n));
  down2(t1, img, h, w);
  printf("down2: h=%u\n", hashb(t1, ((h + 1) / 2) * ((w + 1) / 2)));
  sobel(buf + w, buf, h, w);       // out = in + w
  printf("sobel ov+w: h=%u\n", hashb(buf, n + w + 1));
  sobel(buf, buf + 1, h, w);       // out = in - 1
  printf("sobel ov-1: h=%u\n", hashb(buf, n + w + 1));
  unsharp(buf, buf, h, w);         // in place
  printf("unsharp inplace: h=%u\n", hashb(buf, n + w + 1));
  down2(buf, buf, h, w);           // in place, reads ahead
  printf("down2 inplace: h=%u\n", hashb(buf, n + w + 1));
  return 0;
}
