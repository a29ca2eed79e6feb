#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// unsigned char image: blur 3x3, clamping, threshold, brightness with saturation
// ARGS: 17 13 40 3
// ARGS: 1 1 0 0
// ARGS: 2 3 255 1
// ARGS: 64 33 -70 2
// ARGS: 120 77 128 5
static inline unsigned char clampu8(int v) { return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)v; }
int main(int argc, char **argv) {
  int w = atoi(argv[1]), h = atoi(argv[2]), bright = atoi(argv[3]), sh = atoi(argv[4]);
  unsigned char *img = malloc((size_t)w * h + 1), *out = malloc((size_t)w * h + 1), *t = malloc((size_t)w * h + 1);
  for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) img[y * w + x] = (unsigned char)((x * 7 + y * 13 + (x * y) % 17) * 3);
  // brightness + contrast with clamp
  for (int i = 0; i < w * h; i++) t[i] = clampu8(((int)img[i] - 128) * 3 / 2 + 128 + bright);
  // 3x3 blur with clamped borders
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int yy = y + dy, xx = x + dx;
          yy = yy < 0 ? 0 : yy >= h ? h - 1 : yy;
          xx = xx < 0 ? 0 : xx >= w ? w - 1 : xx;
          s += t[yy * w + xx];
        }
      out[y * w + x] = (unsigned char)(s / 9);
    }
  // threshold and shift
  for (int i = 0; i < w * h; i++) t[i] = out[i] > 100 ? (unsigned char)(out[i] >> sh) : (unsigned char)(out[i] << sh);
  // saturating add of two images (uint8)
  for (int i = 0; i < w * h; i++) { unsigned v = (unsigned)img[i] + t[i]; img[i] = v > 255 ? 255 : v; }
  unsigned hs = 0; unsigned long long sum = 0;
  for (int i = 0; i < w * h; i++) { hs = hs * 131u + out[i]; sum += img[i]; }
  for (int i = 0; i < w * h; i++) hs = hs * 131u + t[i];
  printf("hs=%u sum=%llu\n", hs, sum);
  for (int y = 0; y < h && y < 6; y++) { for (int x = 0; x < w && x < 8; x++) printf("%02x", out[y * w + x]); printf("\n"); }
  return 0;
}
