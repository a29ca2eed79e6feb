// ARGS: 48 40 6
// ARGS: 7 33 3
// Rodinia hotspot: 2-D thermal simulation, explicit stencil over a chip grid with power input,
// ping-pong buffers in global static arrays sized by #define, time loop in main.
#include <stdio.h>
#include <stdlib.h>

#define MAXR 128
#define MAXC 128
#define MAX_PD 3.0e6f
#define PRECISION 0.001f
#define SPEC_HEAT_SI 1.75e6f
#define K_SI 100.0f
#define FACTOR_CHIP 0.5f

static float temp[MAXR * MAXC];
static float power[MAXR * MAXC];
static float result[MAXR * MAXC];

static void single_iteration(float *res, const float *tmp, const float *pw, int row, int col,
                             float Cap, float Rx, float Ry, float Rz, float step) {
  float amb_temp = 80.0f;
  for (int r = 0; r < row; r++) {
    for (int c = 0; c < col; c++) {
      float delta;
      int idx = r * col + c;
      float t = tmp[idx];
      float n = r > 0 ? tmp[idx - col] : t;
      float s = r < row - 1 ? tmp[idx + col] : t;
      float w = c > 0 ? tmp[idx - 1] : t;
      float e = c < col - 1 ? tmp[idx + 1] : t;
      delta = (step / Cap) * (pw[idx] + (s + n - 2.0f * t) / Ry + (e + w - 2.0f * t) / Rx +
                              (amb_temp - t) / Rz);
      res[idx] = t + delta;
    }
  }
}

int main(int argc, char **argv) {
  int row = argc > 1 ? atoi(argv[1]) : 64;
  int col = argc > 2 ? atoi(argv[2]) : 64;
  int iters = argc > 3 ? atoi(argv[3]) : 4;
  if (row < 1 || row > MAXR || col < 1 || col > MAXC) return 2;
  unsigned seed = 2024u;
  for (int i = 0; i < row * col; i++) {
    seed = seed * 1103515245u + 12345u;
    temp[i] = 320.0f + (float)((seed >> 16) % 1000) / 100.0f;
    seed = seed * 1103515245u + 12345u;
    power[i] = (float)((seed >> 16) % 1000) / 1.0e6f;
  }
  float chip_height = 0.016f, chip_width = 0.016f, t_chip = 0.0005f;
  float grid_height = chip_height / row;
  float grid_width = chip_width / col;
  float Cap = FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height;
  float Rx = grid_width / (2.0f * K_SI * t_chip * grid_height);
  float Ry = grid_height / (2.0f * K_SI * t_chip * grid_width);
  float Rz = t_chip / (K_SI * grid_height * grid_width);
  float max_slope = MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI);
  float step = PRECISION / max_slope;
  float *src = temp, *dst = result;
  for (int it = 0; it < iters; it++) {
    single_iteration(dst, src, power, row, col, Cap, Rx, Ry, Rz, step);
    float *t = src; src = dst; dst = t;
    double s = 0;
    for (int i = 0; i < row * col; i++) s += src[i];
    printf("iter %d mean %.9f\n", it, s / (row * col));
  }
  double cs = 0; float mx = -1e30f; int at = -1;
  for (int i = 0; i < row * col; i++) {
    cs += src[i] * (double)((i % 13) + 1);
    if (src[i] > mx) { mx = src[i]; at = i; }
  }
  printf("checksum %.10g max %.9g at %d\n", cs, mx, at);
  printf("corner %a %a\n", src[0], src[row * col - 1]);
  return 0;
}
