// m04: float minima and maxima in several forms over data with signed zeros, NaNs and
// infinities: ordered ones (reductions: `>`, `>=`, `<`, `<=`, f32 and f64, a 2-D one) and
// ones that take the new value when the comparison fails (`m > x ? m : x`: a NaN is taken,
// so they stay in order), and fmax/fmin from libm.
// ARGS: 1000 0
// ARGS: 1000 1
// ARGS: 999 2
// ARGS: 17 1
// ARGS: 1 0
// ARGS: 4096 1
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double pick(int mode, int i) {
  int k = (i * 13 + 5) % 17;
  if (mode == 0)
    return (double)((i * 37) % 101) - 50.5;
  if (mode == 1) {
    if (k == 0)
      return NAN;
    if (k == 1)
      return -NAN;
    return k < 9 ? 0.0 : -0.0;
  }
  if (k == 3)
    return INFINITY;
  if (k == 4)
    return -INFINITY;
  return k % 2 ? 0.0 : -0.0;
}

static void show(const char *what, double v) {
  printf("%s %a %d\n", what, v, signbit(v) != 0);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int mode = argc > 2 ? atoi(argv[2]) : 0;
  if (n < 1)
    return 1;
  double *x = malloc(sizeof(double) * n);
  float *f = malloc(sizeof(float) * n);
  int rows = n / 8 + 1;
  double *g = malloc(sizeof(double) * rows * 8);
  for (int i = 0; i < n; i++) {
    x[i] = pick(mode, i);
    f[i] = (float)pick(mode, n - 1 - i);
  }
  for (int i = 0; i < rows * 8; i++)
    g[i] = pick(mode, i * 3);
  double m1 = -INFINITY, m2 = -INFINITY, m3 = INFINITY, m4 = INFINITY, m5 = 0, m6 = 0;
  float f1 = -INFINITY, f2 = INFINITY;
  for (int i = 0; i < n; i++)
    if (x[i] > m1)
      m1 = x[i];
  for (int i = 0; i < n; i++)
    m2 = x[i] >= m2 ? x[i] : m2;
  for (int i = 0; i < n; i++)
    m3 = x[i] < m3 ? x[i] : m3;
  for (int i = 0; i < n; i++)
    if (m4 >= x[i])
      m4 = x[i];
  for (int i = 0; i < n; i++)
    m5 = m5 > x[i] ? m5 : x[i];
  for (int i = 0; i < n; i++)
    m6 = fmax(m6, x[i]);
  for (int i = 0; i < n; i++)
    f1 = f[i] > f1 ? f[i] : f1;
  for (int i = 0; i < n; i++)
    f2 = f[i] <= f2 ? f[i] : f2;
  double g1 = -INFINITY;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < 8; c++)
      if (g[r * 8 + c] > g1)
        g1 = g[r * 8 + c];
  show("max >", m1);
  show("max >=", m2);
  show("min <", m3);
  show("min <=", m4);
  show("m > x ? m : x", m5);
  show("fmax", m6);
  show("f32 max >", f1);
  show("f32 min <=", f2);
  show("2-D max", g1);
  return 0;
}
