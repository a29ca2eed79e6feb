// ARGS: 50 37 2
// ARGS: 1 7 1
// Image filtering on a uint8 image: 5x5 integer convolution with border clamping and
// normalisation/rounding, then a separable float Gaussian blur (horizontal pass then
// vertical pass, clamped), Sobel magnitude threshold, and a histogram of the result.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static const int K5[5][5] = {{1, 4, 6, 4, 1},
                             {4, 16, 24, 16, 4},
                             {6, 24, -36, 24, 6},
                             {4, 16, 24, 16, 4},
                             {1, 4, 6, 4, 1}};

static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main(int argc, char **argv) {
  int W = argc > 1 ? atoi(argv[1]) : 64;
  int H = argc > 2 ? atoi(argv[2]) : 48;
  int passes = argc > 3 ? atoi(argv[3]) : 2;
  uint8_t *img = malloc((size_t)W * H), *out = malloc((size_t)W * H);
  float *tmp = malloc(sizeof(float) * W * H), *blur = malloc(sizeof(float) * W * H);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      img[y * W + x] = (uint8_t)((x * x + 3 * y * x + 17 * y) ^ (x * 5 + y));
  int ksum = 0;
  for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) ksum += K5[i][j];
  for (int p = 0; p < passes; p++) {
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        int acc = 0;
        for (int ky = -2; ky <= 2; ky++)
          for (int kx = -2; kx <= 2; kx++) {
            int yy = clampi(y + ky, 0, H - 1), xx = clampi(x + kx, 0, W - 1);
            acc += K5[ky + 2][kx + 2] * img[yy * W + xx];
          }
        int v = (acc + ksum / 2) / ksum;
        out[y * W + x] = (uint8_t)clampi(v, 0, 255);
      }
    uint8_t *t = img; img = out; out = t;
  }
  float g[7];
  float gs = 0;
  for (int i = -3; i <= 3; i++) { g[i + 3] = expf(-(float)(i * i) / (2.0f * 1.5f * 1.5f)); gs += g[i + 3]; }
  for (int i = 0; i < 7; i++) g[i] /= gs;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      float a = 0;
      for (int k = -3; k <= 3; k++) a += g[k + 3] * img[y * W + clampi(x + k, 0, W - 1)];
      tmp[y * W + x] = a;
    }
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      float a = 0;
      for (int k = -3; k <= 3; k++) a += g[k + 3] * tmp[clampi(y + k, 0, H - 1) * W + x];
      blur[y * W + x] = a;
    }
  int hist[16] = {0};
  long edges = 0;
  for (int y = 1; y < H - 1; y++)
    for (int x = 1; x < W - 1; x++) {
      float gx = blur[(y - 1) * W + x + 1] + 2 * blur[y * W + x + 1] + blur[(y + 1) * W + x + 1] -
                 blur[(y - 1) * W + x - 1] - 2 * blur[y * W + x - 1] - blur[(y + 1) * W + x - 1];
      float gy = blur[(y + 1) * W + x - 1] + 2 * blur[(y + 1) * W + x] + blur[(y + 1) * W + x + 1] -
                 blur[(y - 1) * W + x - 1] - 2 * blur[(y - 1) * W + x] - blur[(y - 1) * W + x + 1];
      float m = sqrtf(gx * gx + gy * gy);
      edges += m > 40.0f;
    }
  for (int i = 0; i < W * H; i++) hist[img[i] >> 4]++;
  unsigned h = 2166136261u;
  for (int i = 0; i < W * H; i++) h = (h ^ img[i]) * 16777619u;
  double bs = 0;
  for (int i = 0; i < W * H; i++) bs += blur[i];
  printf("img hash %u blur %.9g edges %ld\n", h, bs, edges);
  for (int i = 0; i < 16; i++) printf("%d ", hist[i]);
  printf("\n");
  return 0;
}
