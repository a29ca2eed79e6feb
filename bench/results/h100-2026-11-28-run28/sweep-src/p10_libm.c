#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// loops calling helpers and libm
// ARGS: 17 0.5
// ARGS: 0 1
// ARGS: 1 -2
// ARGS: 2 3.75
// ARGS: 123 0.01
static double smooth(double x) { return x * x * (3 - 2 * x); }
static float sig(float x) { return 1.0f / (1.0f + expf(-x)); }
int main(int argc, char **argv) {
  int n = atoi(argv[1]); double sc = atof(argv[2]);
  double *a = malloc(8 * (n + 1)), *b = malloc(8 * (n + 1)); float *f = malloc(4 * (n + 1)), *g = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (i - n / 2) * sc; f[i] = (float)((i % 11) - 5) * (float)sc; }
  for (int i = 0; i < n; i++) b[i] = sqrt(fabs(a[i])) + exp(-a[i] * a[i]) + sin(a[i]) * cos(a[i] * 0.5);
  for (int i = 0; i < n; i++) b[i] += pow(fabs(a[i]) + 1.0, 0.3) + floor(a[i] * 3.3) + fmin(a[i], 0.25) + fmax(a[i], -0.25);
  for (int i = 0; i < n; i++) b[i] += smooth(a[i] - floor(a[i])) + log1p(fabs(a[i])) + atan2(a[i], 1.5) + tanh(a[i]);
  for (int i = 0; i < n; i++) g[i] = sig(f[i]) + sqrtf(fabsf(f[i])) + floorf(f[i] * 0.7f) + fminf(f[i], 0.5f) + sinf(f[i]) + powf(fabsf(f[i]) + 1, 1.5f);
  for (int i = 0; i < n; i++) g[i] = roundf(g[i] * 100) / 100 + truncf(f[i]) + ceilf(f[i] / 3) + fmodf(f[i], 1.7f) + copysignf(1.0f, -f[i]);
  for (int i = 0; i < n; i++) { double t = a[i]; if (t != t) t = 0; a[i] = nearbyint(t * 10) + rint(t) + (double)lrint(t * 2); }
  double sa = 0, sb = 0; float sg = 0;
  for (int i = 0; i < n; i++) { sa += a[i]; sb += b[i]; sg += g[i]; }
  printf("%.17g %.17g %.9g\n", sa, sb, sg);
  for (int i = 0; i < n && i < 6; i++) printf("%.17g %a\n", b[i], g[i]);
  return 0;
}
