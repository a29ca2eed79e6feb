// ARGS: 40 30
// ARGS: 1 97
// uint8/int16 image processing: box blur, Sobel, threshold, histogram equalisation, saturating add.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main(int argc, char **argv) {
  int w = argc > 1 ? atoi(argv[1]) : 40;
  int h = argc > 2 ? atoi(argv[2]) : 30;
  uint8_t *img = malloc(w * h), *blur = malloc(w * h), *eq = malloc(w * h), *thr = malloc(w * h);
  int16_t *gx = malloc(2 * w * h), *gy = malloc(2 * w * h);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) img[y * w + x] = (uint8_t)((x * 37 + y * 91 + (x * y) % 23) & 0xff);
  // 3x3 box blur with clamped borders
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          s += img[clampi(y + dy, 0, h - 1) * w + clampi(x + dx, 0, w - 1)];
      blur[y * w + x] = (uint8_t)(s / 9);
    }
  // Sobel on interior, int16 output
  for (int i = 0; i < w * h; i++) { gx[i] = 0; gy[i] = 0; }
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++) {
      const uint8_t *p = blur + y * w + x;
      gx[y * w + x] = (int16_t)(-p[-w - 1] + p[-w + 1] - 2 * p[-1] + 2 * p[1] - p[w - 1] + p[w + 1]);
      gy[y * w + x] = (int16_t)(-p[-w - 1] - 2 * p[-w] - p[-w + 1] + p[w - 1] + 2 * p[w] + p[w + 1]);
    }
  // magnitude threshold with saturating arithmetic
  long mag = 0; int edges = 0;
  for (int i = 0; i < w * h; i++) {
    int m = abs(gx[i]) + abs(gy[i]);
    int sat = m > 255 ? 255 : m;
    thr[i] = sat > 96 ? 255 : 0;
    mag += sat;
  }
  for (int i = 0; i < w * h; i++) edges += thr[i] == 255;
  // histogram equalisation
  unsigned hist[256] = {0}, cdf[256];
  for (int i = 0; i < w * h; i++) hist[blur[i]]++;
  unsigned run = 0, cmin = 0;
  for (int v = 0; v < 256; v++) { run += hist[v]; cdf[v] = run; if (!cmin && run) cmin = run; }
  unsigned tot = (unsigned)(w * h);
  for (int i = 0; i < w * h; i++) {
    unsigned d = tot - cmin ? tot - cmin : 1;
    eq[i] = (uint8_t)(((uint64_t)(cdf[blur[i]] - cmin) * 255u) / d);
  }
  // saturating brighten of uint8 with int16 offset
  uint32_t hs = 2166136261u;
  for (int i = 0; i < w * h; i++) {
    int v = img[i] + (int16_t)(gx[i] >> 2);
    uint8_t o = (uint8_t)clampi(v, 0, 255);
    hs = (hs ^ o) * 16777619u;
  }
  unsigned eqs = 0, bls = 0;
  for (int i = 0; i < w * h; i++) { eqs += eq[i] * (unsigned)(i % 7 + 1); bls += blur[i]; }
  printf("blur=%u eq=%u mag=%ld edges=%d hash=%08x\n", bls, eqs, mag, edges, hs);
  free(img); free(blur); free(eq); free(thr); free(gx); free(gy);
  return 0;
}
