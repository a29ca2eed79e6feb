// m01: golden/programs/normalize.c (ordered float maxima and minima in a repetition loop).
// ARGS: 1000 3 0
// ARGS: 1001 3 1
// ARGS: 37 2 1
// ARGS: 64 2 2
// ARGS: 5 4 1
// ARGS: 2 1 0
/* normalize: power iteration with a normalisation by the largest |y[i]| (an ordered float
 * maximum: `if (v > m) m = v`), the smallest y[i] kept with `<=` (the last of equal values)
 * and the largest kept with `>=` in f32 (the last too), in a repetition loop. The runtime's
 * test `ordered_float_maxima_launch_in_a_resident_loop` runs it.
 * usage: normalize N STEPS MODE
 *   MODE 0: ordinary values;
 *   MODE 1: every y[i] is +0.0, -0.0 or NaN and the accumulators start from -inf (+inf
 *           for the minimum): which zero each keeps depends on the order (`y < 0 ? -y : y`
 *           keeps -0.0), and a NaN is never taken;
 *   MODE 2: the accumulators start as NaN (they stay NaN). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double value(int mode, int i) {
  if (mode == 1) {
    int k = (i * 7 + 3) % 11;
    if (k == 0)
      return NAN;
    return k < 5 || k == 9 ? -0.0 : 0.0;
  }
  return (double)((i * 37) % 101) - 50.5;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int steps = argc > 2 ? atoi(argv[2]) : 5;
  int mode = argc > 3 ? atoi(argv[3]) : 0;
  if (n < 2 || steps < 1) {
    fprintf(stderr, "normalize: N must be >= 2 and STEPS >= 1\n");
    return 1;
  }
  double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
  float *f = malloc(sizeof(float) * n);
  if (!x || !y || !f)
    return 1;
  for (int i = 0; i < n; i++)
    x[i] = value(mode, i);
  double start = mode == 2 ? NAN : mode == 1 ? -INFINITY : 0.0;
  double low_start = mode == 1 ? INFINITY : start;
  double m = start, lo = low_start;
  float hi = (float)start;
  for (int s = 0; s < steps; s++) {
    for (int i = 0; i < n; i++)
      y[i] = mode == 1 ? 0.5 * x[i] : 0.5 * x[i] - 0.25 * x[(i + 1) % n] + 0.125 * x[(i + 7) % n];
    m = start;
    for (int i = 0; i < n; i++) {
      double v = y[i] < 0 ? -y[i] : y[i];
      if (v > m)
        m = v;
    }
    lo = low_start;
    for (int i = 0; i < n; i++)
      lo = y[i] <= lo ? y[i] : lo;
    for (int i = 0; i < n; i++)
      f[i] = (float)y[i];
    hi = (float)start;
    for (int i = 0; i < n; i++)
      hi = f[i] >= hi ? f[i] : hi;
    for (int i = 0; i < n; i++)
      x[i] = y[i] / (m + 1e-9) + (s % 2 || mode == 1 ? 0.0 : 1e-3);
  }
  double c = 0;
  for (int i = 0; i < n; i++)
    c += x[i] * (i % 13);
  printf("n %d steps %d mode %d\n", n, steps, mode);
  printf("max |y| %a signbit %d\n", m, signbit(m) != 0);
  printf("min y %a signbit %d\n", lo, signbit(lo) != 0);
  printf("max f %a signbit %d\n", (double)hi, signbit(hi) != 0);
  printf("check %.17g\n", c);
  return 0;
}
