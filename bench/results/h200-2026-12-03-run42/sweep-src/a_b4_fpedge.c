// ARGS: 2000
// ARGS: 13
// Float edge cases in loops: NaN propagation through fminf/fmaxf and comparisons, -0.0,
// copysign, floor/ceil/trunc/rint/nearbyint, denormals, double->float rounding; printed with %a.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  float *x = malloc(4 * n), *y = malloc(4 * n), *z = malloc(4 * n), *w = malloc(4 * n);
  double *d = malloc(8 * n);
  for (int i = 0; i < n; i++) {
    x[i] = (i % 9 == 0) ? NAN : (i % 9 == 1) ? -0.0f : (i % 9 == 2) ? 1e-42f * i : (float)(i - n / 2) * 0.37f;
    y[i] = (i % 4 == 0) ? -x[i] : (float)i * 1.5e-39f;
    d[i] = (double)i * 1.0000001 + 0.5;
  }
  for (int i = 0; i < n; i++) {
    z[i] = fminf(x[i], y[i]) + fmaxf(x[i], -y[i]);
    w[i] = (x[i] < y[i] ? x[i] : y[i]) * 3.0f + copysignf(1.0f, x[i]) + floorf(x[i]) - ceilf(y[i] * 1e38f) + truncf(x[i] * 2.5f) + rintf(x[i] + 0.5f) + nearbyintf(-x[i] - 0.5f);
    float q = (float)(d[i] / 3.0);
    y[i] = q + x[i] * x[i] * 1e-30f;
  }
  unsigned hz = 0, hw = 0, hy = 0; int nanz = 0, negz = 0;
  for (int i = 0; i < n; i++) {
    union { float f; unsigned u; } a = {z[i]}, b = {w[i]}, c = {y[i]};
    if (isnan(z[i])) { nanz++; a.u = 0x7fc00000; }
    if (isnan(w[i])) b.u = 0x7fc00000;
    if (isnan(y[i])) c.u = 0x7fc00000;
    if (z[i] == 0 && signbit(z[i])) negz++;
    hz = hz * 33 + a.u; hw = hw * 33 + b.u; hy = hy * 33 + c.u;
  }
  printf("hz=%08x hw=%08x hy=%08x nanz=%d negz=%d z[1]=%a w[2]=%a y[n-1]=%a\n", hz, hw, hy, nanz, negz, z[1 % n], w[2 % n], y[n - 1]);
  return 0;
}
