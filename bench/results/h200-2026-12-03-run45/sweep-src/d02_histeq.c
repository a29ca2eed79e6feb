// d02: uint8_t image histogram equalisation (histogram, cdf prefix sum, remap) and 3x3 box blur with clamped borders.
// ARGS: 37 45
// ARGS: 1 3
// ARGS: 51 29
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
static unsigned lcg_s = 777u;
static unsigned lcg(void) { lcg_s = lcg_s * 1103515245u + 12345u; return (lcg_s >> 16) & 0x7fff; }
static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]);
  int n = h * w;
  uint8_t *img = malloc(n), *eq = malloc(n), *bl = malloc(n);
  for (int i = 0; i < n; i++) img[i] = (uint8_t)(60 + (lcg() % 90) + ((i / w) & 15));
  unsigned hist[256] = {0}, cdf[256];
  for (int i = 0; i < n; i++) hist[img[i]]++;
  unsigned acc = 0;
  for (int v = 0; v < 256; v++) { acc += hist[v]; cdf[v] = acc; }
  unsigned cmin = 0;
  for (int v = 0; v < 256; v++) if (cdf[v]) { cmin = cdf[v]; break; }
  uint8_t lut[256];
  for (int v = 0; v < 256; v++) {
    if (n == (int)cmin) lut[v] = (uint8_t)v;
    else {
      long num = (long)(cdf[v] > cmin ? cdf[v] - cmin : 0) * 255;
      lut[v] = (uint8_t)(num / (n - cmin));
    }
  }
  for (int i = 0; i < n; i++) eq[i] = lut[img[i]];
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int yy = imin(imax(y + dy, 0), h - 1), xx = imin(imax(x + dx, 0), w - 1);
          s += eq[yy * w + xx];
        }
      bl[y * w + x] = (uint8_t)(s / 9);
    }
  unsigned hs = 0; uint64_t hh = 1469598103934665603ull; double mean = 0; float fm = 0;
  for (int i = 0; i < n; i++) {
    hs += bl[i] * (unsigned)(i % 7 + 1);
    hh = (hh ^ eq[i]) * 1099511628211ull;
    mean += bl[i];
    fm += eq[i] * 0.5f;
  }
  printf("hs=%u hh=%llu mean=%.6f fm=%.6f cdf_last=%u lut128=%u\n", hs, (unsigned long long)hh, mean / n, fm, cdf[255], lut[128]);
  return 0;
}
