// ARGS: 128 31 3
// ARGS: 7 1 1
// Audio/signal: naive DFT (double sin/cos with a twiddle table) of a synthetic signal,
// power spectrum peak; FIR low-pass filter (float taps, windowed sinc); integer mixing of
// tracks with per-track gain in Q15 and saturation to int16.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.14159265358979323846

static int16_t sat16(int32_t v) { return v > 32767 ? 32767 : v < -32768 ? -32768 : (int16_t)v; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 128;
  int taps = argc > 2 ? atoi(argv[2]) : 31;
  int tracks = argc > 3 ? atoi(argv[3]) : 3;
  double *x = malloc(sizeof(double) * n), *re = malloc(sizeof(double) * n),
         *im = malloc(sizeof(double) * n), *cw = malloc(sizeof(double) * n),
         *sw = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    x[i] = sin(2 * PI * 5 * i / n) + 0.5 * cos(2 * PI * 12 * i / n) + 0.01 * (i % 7);
    cw[i] = cos(2 * PI * i / n);
    sw[i] = sin(2 * PI * i / n);
  }
  for (int k = 0; k < n; k++) {
    double sr = 0, si = 0;
    for (int t = 0; t < n; t++) {
      int idx = (int)(((long long)k * t) % n);
      sr += x[t] * cw[idx];
      si -= x[t] * sw[idx];
    }
    re[k] = sr; im[k] = si;
  }
  int peak = 0; double pmax = -1, ptot = 0;
  for (int k = 0; k < n; k++) {
    double p = re[k] * re[k] + im[k] * im[k];
    ptot += p;
    if (p > pmax) { pmax = p; peak = k; }
  }
  printf("dft peak %d pmax %.10g ptot %.10g\n", peak, pmax, ptot);
  // FIR
  float *h = malloc(sizeof(float) * taps), *in = malloc(sizeof(float) * n),
        *y = malloc(sizeof(float) * n);
  int m = taps - 1;
  for (int i = 0; i < taps; i++) {
    float tt = (float)i - m / 2.0f;
    float sinc = tt == 0.0f ? 0.5f : sinf(0.5f * (float)PI * tt) / ((float)PI * tt);
    float win = m > 0 ? 0.54f - 0.46f * cosf(2.0f * (float)PI * i / m) : 1.0f;
    h[i] = sinc * win;
  }
  for (int i = 0; i < n; i++) in[i] = (float)x[i];
  for (int i = 0; i < n; i++) {
    float acc = 0.0f;
    for (int k = 0; k < taps; k++)
      if (i - k >= 0) acc += h[k] * in[i - k];
    y[i] = acc;
  }
  double fs = 0;
  for (int i = 0; i < n; i++) fs += y[i] * (i % 5 + 1);
  printf("fir %.9g y0 %a ylast %a\n", fs, y[0], y[n - 1]);
  // mixing
  int16_t *trk = malloc(sizeof(int16_t) * n * tracks), *mix = malloc(sizeof(int16_t) * n);
  int32_t gain[8];
  for (int t = 0; t < tracks && t < 8; t++) gain[t] = 16384 + t * 9000;
  for (int t = 0; t < tracks; t++)
    for (int i = 0; i < n; i++)
      trk[t * n + i] = (int16_t)(20000.0 * sin(2 * PI * (t + 1) * i / 37.0));
  int clipped = 0;
  for (int i = 0; i < n; i++) {
    int32_t acc = 0;
    for (int t = 0; t < tracks && t < 8; t++) acc += (trk[t * n + i] * gain[t]) >> 15;
    mix[i] = sat16(acc);
    clipped += (acc != mix[i]);
  }
  long long ms = 0;
  for (int i = 0; i < n; i++) ms += (long long)mix[i] * (i + 1);
  printf("mix %lld clipped %d\n", ms, clipped);
  return 0;
}
