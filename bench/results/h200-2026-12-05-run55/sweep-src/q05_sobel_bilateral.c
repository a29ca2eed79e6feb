// q05: image filters on a float image (malloc, row-major, width w, height h): Sobel gradient
// magnitude with sqrtf, 5x5 bilateral filter with expf range/space weights and clamped borders,
// then thresholding to an 8-bit edge map and a 16-bin histogram of it.
// ARGS: 64 48 2
// ARGS: 1 1 1
// ARGS: 37 5 1
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main(int argc, char **argv) {
  int w = atoi(argv[1]), h = atoi(argv[2]), passes = atoi(argv[3]);
  float *img = malloc(sizeof(float) * w * h), *out = malloc(sizeof(float) * w * h);
  float *mag = malloc(sizeof(float) * w * h);
  unsigned char *edge = malloc(w * h);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      img[y * w + x] = (float)((x * 7 + y * 13) % 31) / 31.0f + ((x / 8 + y / 8) % 2 ? 0.5f : 0.0f);
  const float sig_s = 2.0f, sig_r = 0.2f;
  for (int p = 0; p < passes; p++) {
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        float c = img[y * w + x], ws = 0, acc = 0;
        for (int dy = -2; dy <= 2; dy++)
          for (int dx = -2; dx <= 2; dx++) {
            float v = img[clampi(y + dy, 0, h - 1) * w + clampi(x + dx, 0, w - 1)];
            float d = v - c;
            float wt = expf(-(float)(dx * dx + dy * dy) / (2 * sig_s * sig_s) - d * d / (2 * sig_r * sig_r));
            ws += wt;
            acc += wt * v;
          }
        out[y * w + x] = acc / ws;
      }
    float *t = img; img = out; out = t;
  }
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int ym = clampi(y - 1, 0, h - 1), yp = clampi(y + 1, 0, h - 1);
      int xm = clampi(x - 1, 0, w - 1), xp = clampi(x + 1, 0, w - 1);
      float gx = -img[ym * w + xm] - 2 * img[y * w + xm] - img[yp * w + xm] + img[ym * w + xp] + 2 * img[y * w + xp] + img[yp * w + xp];
      float gy = -img[ym * w + xm] - 2 * img[ym * w + x] - img[ym * w + xp] + img[yp * w + xm] + 2 * img[yp * w + x] + img[yp * w + xp];
      mag[y * w + x] = sqrtf(gx * gx + gy * gy);
    }
  for (int i = 0; i < w * h; i++) {
    float m = mag[i] * 64.0f;
    edge[i] = m > 255.0f ? 255 : (unsigned char)m;
  }
  int hist[16] = {0};
  for (int i = 0; i < w * h; i++) hist[edge[i] >> 4]++;
  double s = 0, sm = 0;
  for (int i = 0; i < w * h; i++) { s += img[i] * (1 + i % 3); sm += mag[i]; }
  printf("s=%.17g sm=%.17g\n", s, sm);
  for (int b = 0; b < 16; b++) printf("%d ", hist[b]);
  printf("\nc=%.9g e=%d\n", img[(h / 2) * w + w / 2], edge[(h / 2) * w + w / 2]);
  return 0;
}
