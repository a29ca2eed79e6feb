// r01: Rodinia-style hotspot. 2-D thermal stencil over static (bss) 2-D float arrays
// T[NMAX][NMAX] and a power map P[NMAX][NMAX]; borders clamped with ternaries; ping-pong
// between two static grids for a fixed number of steps, then a while loop that keeps
// stepping until the largest change drops under eps (or a step cap). Reports max
// temperature (with location), a double checksum and sample cells.
// ARGS: 64 64 20
// ARGS: 37 90 7
// ARGS: 1 5 3
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NMAX 128
static float T0[NMAX][NMAX], T1[NMAX][NMAX], P[NMAX][NMAX];
static float rowmax[NMAX];

static const float amb = 80.0f;

static void init(int rows, int cols) {
  unsigned s = 12345u;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      s = s * 1103515245u + 12345u;
      T0[i][j] = 320.0f + (float)((s >> 16) & 1023) / 64.0f;
      s = s * 1103515245u + 12345u;
      P[i][j] = (float)((s >> 16) & 255) / 2048.0f;
    }
}

// one step src -> dst
static void step(float (*src)[NMAX], float (*dst)[NMAX], int rows, int cols,
                 float cap, float rx, float ry, float rz) {
  for (int r = 0; r < rows; r++) {
    for (int c = 0; c < cols; c++) {
      float center = src[r][c];
      float n = src[r > 0 ? r - 1 : 0][c];
      float s = src[r < rows - 1 ? r + 1 : rows - 1][c];
      float w = src[r][c > 0 ? c - 1 : 0];
      float e = src[r][c < cols - 1 ? c + 1 : cols - 1];
      float delta = cap * (P[r][c] + (s + n - 2.0f * center) * ry +
                           (e + w - 2.0f * center) * rx + (amb - center) * rz);
      dst[r][c] = center + delta;
    }
  }
}

static float maxchange(float (*a)[NMAX], float (*b)[NMAX], int rows, int cols) {
  for (int r = 0; r < rows; r++) {
    float m = 0.0f;
    for (int c = 0; c < cols; c++) {
      float d = fabsf(a[r][c] - b[r][c]);
      m = d > m ? d : m;
    }
    rowmax[r] = m;
  }
  float m = 0.0f;
  for (int r = 0; r < rows; r++) m = fmaxf(m, rowmax[r]);
  return m;
}

int main(int argc, char **argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 64;
  int cols = argc > 2 ? atoi(argv[2]) : 64;
  int iters = argc > 3 ? atoi(argv[3]) : 20;
  if (rows < 1) rows = 1;
  if (rows > NMAX) rows = NMAX;
  if (cols < 1) cols = 1;
  if (cols > NMAX) cols = NMAX;
  init(rows, cols);
  float cap = 0.2f, rx = 1.0f, ry = 0.8f, rz = 0.02f;
  if (cols > 64) rx = 0.5f;
  for (int it = 0; it < iters; it++) {
    if (it & 1) step(T1, T0, rows, cols, cap, rx, ry, rz);
    else step(T0, T1, rows, cols, cap, rx, ry, rz);
  }
  // make T0 hold the latest
  if (iters & 1)
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++) T0[i][j] = T1[i][j];
  int extra = 0;
  float ch = 1e30f;
  while (ch > 0.76f && extra < 60) {
    step(T0, T1, rows, cols, cap, rx, ry, rz);
    ch = maxchange(T0, T1, rows, cols);
    step(T1, T0, rows, cols, cap, rx, ry, rz);
    extra += 2;
  }
  float tmax = -1e30f;
  int mi = 0, mj = 0;
  double sum = 0.0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      sum += T0[i][j];
      if (T0[i][j] > tmax) { tmax = T0[i][j]; mi = i; mj = j; }
    }
  printf("extra=%d lastchange=%.6e\n", extra, ch);
  printf("tmax=%.9g at %d,%d sum=%.9g\n", tmax, mi, mj, sum);
  printf("samples %.9g %.9g %.9g\n", T0[0][0], T0[rows / 2][cols / 2], T0[rows - 1][cols - 1]);
  return 0;
}
