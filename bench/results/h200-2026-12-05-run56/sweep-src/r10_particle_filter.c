// r10: Rodinia-style particle filter (1-D tracking of a bright object in a synthetic video).
// Struct-of-arrays particles (double x, y, weight; int index), per frame: motion update with
// an LCG + Box-Muller (cos, sqrt, log) normal noise (precomputed per particle, sequential
// LCG), likelihood from a small disc of pixels around each particle (nested loop, clamped
// indices), weights = weight * exp(likelihood), normalisation by the sum, estimate, CDF
// (sequential prefix), and systematic resampling where each particle searches the CDF with
// a linear scan and break (parallel over particles).
// ARGS: 2000 6 64
// ARGS: 333 4 40
// ARGS: 1 2 16
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXP 4096
#define MAXD 64
static unsigned char video[MAXD][MAXD];
static double px[MAXP], py[MAXP], pw[MAXP], cdf[MAXP], u[MAXP], nx[MAXP], ny[MAXP];
static double lik[MAXP];
static int pidx[MAXP];
static unsigned long long seed_state = 88172645463325252ULL;

static double lcg01(void) {
  seed_state = seed_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(seed_state >> 11) / 9007199254740992.0;
}

static double randn(void) {
  double u1 = lcg01(), u2 = lcg01();
  if (u1 < 1e-300) u1 = 1e-300;
  return sqrt(-2.0 * log(u1)) * cos(2.0 * 3.14159265358979 * u2);
}

static void draw_frame(int dim, int f) {
  int cx = 10 + 3 * f, cy = dim / 2 + f;
  for (int i = 0; i < dim; i++)
    for (int j = 0; j < dim; j++) {
      int dx = i - cx, dy = j - cy;
      int v = (dx * dx + dy * dy <= 25) ? 228 : 100;
      v += (int)(((unsigned)(i * 131 + j * 71 + f * 7) >> 2) % 9) - 4;
      video[i][j] = (unsigned char)v;
    }
}

int main(int argc, char **argv) {
  int np = argc > 1 ? atoi(argv[1]) : 1000;
  int frames = argc > 2 ? atoi(argv[2]) : 4;
  int dim = argc > 3 ? atoi(argv[3]) : 64;
  if (np < 1) np = 1;
  if (np > MAXP) np = MAXP;
  if (dim < 8) dim = 8;
  if (dim > MAXD) dim = MAXD;
  double xe = 10.0, ye = dim / 2.0;
  for (int i = 0; i < np; i++) { px[i] = xe; py[i] = ye; pw[i] = 1.0 / np; }
  for (int f = 0; f < frames; f++) {
    draw_frame(dim, f);
    for (int i = 0; i < np; i++) { nx[i] = randn(); ny[i] = randn(); }
    for (int i = 0; i < np; i++) {
      px[i] += 1.0 + 5.0 * nx[i];
      py[i] += -2.0 + 2.0 * ny[i];
    }
    // likelihood over a 5x5 disc
    for (int i = 0; i < np; i++) {
      double l = 0.0;
      int cx = (int)floor(px[i]), cy = (int)floor(py[i]);
      for (int dx = -2; dx <= 2; dx++)
        for (int dy = -2; dy <= 2; dy++) {
          if (dx * dx + dy * dy > 4) continue;
          int x = cx + dx, y = cy + dy;
          x = x < 0 ? 0 : (x >= dim ? dim - 1 : x);
          y = y < 0 ? 0 : (y >= dim ? dim - 1 : y);
          double v = video[x][y];
          l += ((v - 100) * (v - 100) - (v - 228) * (v - 228)) / 50.0;
        }
      lik[i] = l / 13.0;
    }
    double maxl = lik[0];
    for (int i = 1; i < np; i++) maxl = lik[i] > maxl ? lik[i] : maxl;
    for (int i = 0; i < np; i++) pw[i] = pw[i] * exp(lik[i] - maxl);
    double sumw = 0.0;
    for (int i = 0; i < np; i++) sumw += pw[i];
    for (int i = 0; i < np; i++) pw[i] = pw[i] / sumw;
    xe = 0.0; ye = 0.0;
    for (int i = 0; i < np; i++) { xe += px[i] * pw[i]; ye += py[i] * pw[i]; }
    cdf[0] = pw[0];
    for (int i = 1; i < np; i++) cdf[i] = cdf[i - 1] + pw[i];
    double u1 = lcg01() / np;
    for (int i = 0; i < np; i++) u[i] = u1 + (double)i / np;
    for (int j = 0; j < np; j++) {
      int idx = np - 1;
      for (int i = 0; i < np; i++) {
        if (cdf[i] >= u[j]) { idx = i; break; }
      }
      pidx[j] = idx;
    }
    for (int j = 0; j < np; j++) { nx[j] = px[pidx[j]]; ny[j] = py[pidx[j]]; }
    for (int j = 0; j < np; j++) { px[j] = nx[j]; py[j] = ny[j]; pw[j] = 1.0 / np; }
    printf("frame %d: est %.9g %.9g maxl=%.6e\n", f, xe, ye, maxl);
  }
  long long ih = 0;
  for (int j = 0; j < np; j++) ih = (ih * 131 + pidx[j]) % 2147483647LL;
  printf("idxhash=%lld p0=%.9g %.9g\n", ih, px[0], py[np - 1]);
  return 0;
}
