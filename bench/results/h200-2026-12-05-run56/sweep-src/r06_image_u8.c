// r06: 8-bit image pipeline. An array of packed RGB pixel structs (uint8 r,g,b) in a static
// buffer is converted to gray with integer weights (77,150,29 >> 8), a 256-bin histogram is
// built, the CDF prefix sum (sequential) gives a histogram-equalisation LUT applied per pixel,
// then a 5x5 box filter with clamped borders (min/max helpers), Otsu's threshold search over
// the histogram (sequential), and binary thresholding with a count of foreground pixels.
// ARGS: 320 240
// ARGS: 57 129
// ARGS: 3 2
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXW 320
#define MAXH 240
typedef struct { uint8_t r, g, b; } RGB;
static RGB img[MAXH * MAXW];
static uint8_t gray[MAXH][MAXW], eq[MAXH][MAXW], blur[MAXH][MAXW], bin[MAXH][MAXW];
static unsigned hist[256];
static uint8_t lut[256];

static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int imax(int a, int b) { return a > b ? a : b; }

int main(int argc, char **argv) {
  int w = argc > 1 ? atoi(argv[1]) : 64;
  int h = argc > 2 ? atoi(argv[2]) : 64;
  w = imax(1, imin(w, MAXW));
  h = imax(1, imin(h, MAXH));
  uint32_t s = 2024u;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      s = s * 1664525u + 1013904223u;
      int base = (x * 3 + y * 2) % 160;  // a low-contrast gradient with noise
      RGB p;
      p.r = (uint8_t)(40 + base / 2 + ((s >> 24) & 15));
      p.g = (uint8_t)(50 + base / 3 + ((s >> 16) & 15));
      p.b = (uint8_t)(30 + (base * 3) / 5 + ((s >> 8) & 31));
      img[y * w + x] = p;
    }
  // RGB -> gray
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      RGB p = img[y * w + x];
      gray[y][x] = (uint8_t)((77 * p.r + 150 * p.g + 29 * p.b) >> 8);
    }
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) hist[gray[y][x]]++;
  // CDF -> equalisation LUT
  unsigned cdf = 0, cdfmin = 0;
  int total = w * h;
  for (int v = 0; v < 256; v++) {
    cdf += hist[v];
    if (cdfmin == 0 && cdf != 0) cdfmin = cdf;
    unsigned den = (unsigned)total - cdfmin;
    lut[v] = den == 0 ? (uint8_t)v : (uint8_t)(((unsigned long long)(cdf - cdfmin) * 255u) / den);
  }
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) eq[y][x] = lut[gray[y][x]];
  // 5x5 box filter, clamped borders
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      unsigned acc = 0;
      for (int dy = -2; dy <= 2; dy++) {
        int yy = imin(imax(y + dy, 0), h - 1);
        for (int dx = -2; dx <= 2; dx++) {
          int xx = imin(imax(x + dx, 0), w - 1);
          acc += eq[yy][xx];
        }
      }
      blur[y][x] = (uint8_t)((acc + 12) / 25);
    }
  // Otsu on the histogram of blur
  for (int v = 0; v < 256; v++) hist[v] = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) hist[blur[y][x]]++;
  double sumAll = 0;
  for (int v = 0; v < 256; v++) sumAll += (double)v * hist[v];
  double sumB = 0, best = -1;
  int wB = 0, thr = 0;
  for (int v = 0; v < 256; v++) {
    wB += hist[v];
    if (wB == 0) continue;
    int wF = total - wB;
    if (wF == 0) break;
    sumB += (double)v * hist[v];
    double mB = sumB / wB, mF = (sumAll - sumB) / wF;
    double between = (double)wB * wF * (mB - mF) * (mB - mF);
    if (between > best) { best = between; thr = v; }
  }
  unsigned fg = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      uint8_t b = blur[y][x] > thr ? 255 : 0;
      bin[y][x] = b;
      fg += b != 0;
    }
  uint32_t cg = 0, ce = 0, cb = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      cg = cg * 31u + gray[y][x];
      ce += (uint32_t)eq[y][x] * (uint32_t)(x + 1);
      cb ^= (uint32_t)blur[y][x] << ((x + y) & 23);
    }
  printf("thr=%d fg=%u best=%.9g\n", thr, fg, best);
  printf("cg=%u ce=%u cb=%u\n", cg, ce, cb);
  printf("samples g=%d e=%d b=%d bin=%d lut128=%d\n", gray[h / 2][w / 2], eq[h / 2][w / 2],
         blur[h - 1][w - 1], bin[0][0], lut[128]);
  return 0;
}
