#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// polybench deriche: recursive (IIR) filters along rows then columns: sequential inside a row, rows parallel
// ARGS: 4 5
// ARGS: 16 9
// ARGS: 1 1
// ARGS: 32 40
static void __attribute__((noinline)) deriche(int w, int h, float alpha, const float *imgIn, float *imgOut, float *y1, float *y2) {
  float k = (1.0f - expf(-alpha)) * (1.0f - expf(-alpha)) / (1.0f + 2.0f * alpha * expf(-alpha) - expf(2.0f * alpha));
  float a1 = k, a5 = k, a2 = k * expf(-alpha) * (alpha - 1.0f), a6 = a2, a3 = k * expf(-alpha) * (alpha + 1.0f), a7 = a3;
  float a4 = -k * expf(-2.0f * alpha), a8 = a4, b1 = powf(2.0f, -alpha), b2 = -expf(-2.0f * alpha), c1 = 1, c2 = 1;
  for (int i = 0; i < w; i++) { float ym1 = 0, ym2 = 0, xm1 = 0;
    for (int j = 0; j < h; j++) { y1[i * h + j] = a1 * imgIn[i * h + j] + a2 * xm1 + b1 * ym1 + b2 * ym2; xm1 = imgIn[i * h + j]; ym2 = ym1; ym1 = y1[i * h + j]; } }
  for (int i = 0; i < w; i++) { float yp1 = 0, yp2 = 0, xp1 = 0, xp2 = 0;
    for (int j = h - 1; j >= 0; j--) { y2[i * h + j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2; xp2 = xp1; xp1 = imgIn[i * h + j]; yp2 = yp1; yp1 = y2[i * h + j]; } }
  for (int i = 0; i < w; i++) for (int j = 0; j < h; j++) imgOut[i * h + j] = c1 * (y1[i * h + j] + y2[i * h + j]);
  for (int j = 0; j < h; j++) { float tm1 = 0, ym1 = 0, ym2 = 0;
    for (int i = 0; i < w; i++) { y1[i * h + j] = a5 * imgOut[i * h + j] + a6 * tm1 + b1 * ym1 + b2 * ym2; tm1 = imgOut[i * h + j]; ym2 = ym1; ym1 = y1[i * h + j]; } }
  for (int j = 0; j < h; j++) { float tp1 = 0, tp2 = 0, yp1 = 0, yp2 = 0;
    for (int i = w - 1; i >= 0; i--) { y2[i * h + j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2; tp2 = tp1; tp1 = imgOut[i * h + j]; yp2 = yp1; yp1 = y2[i * h + j]; } }
  for (int i = 0; i < w; i++) for (int j = 0; j < h; j++) imgOut[i * h + j] = c2 * (y1[i * h + j] + y2[i * h + j]);
}
int main(int argc, char **argv) {
  int w = atoi(argv[1]), h = atoi(argv[2]);
  float *in = malloc(4 * w * h), *out = malloc(4 * w * h), *y1 = malloc(4 * w * h), *y2 = malloc(4 * w * h);
  for (int i = 0; i < w; i++) for (int j = 0; j < h; j++) in[i * h + j] = (float)((313 * i + 991 * j) % 65536) / 65535.0f;
  deriche(w, h, 0.25f, in, out, y1, y2);
  double cs = 0; for (int i = 0; i < w * h; i++) cs += out[i] * (1 + i % 3);
  printf("%.9g %.9g %.9g\n", cs, out[0], out[w * h - 1]);
  return 0;
}
