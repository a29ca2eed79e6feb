// ARGS: 97 5
// ARGS: 1 0
// ARGS: 31 3
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int k = argc > 2 ? atoi(argv[2]) : 5;
  if (n < 0) n = 0;
  float *f = malloc((n + 1) * sizeof(float));
  double *d = malloc((n + 1) * sizeof(double));
  for (int i = 0; i < n; i++) {
    f[i] = (float)((i * 7919) % 101) * 0.37f - 17.0f;
    d[i] = ((i * 104729) % 211) * 1e-3 - 0.1;
    if (k > 0 && i % (k * 4 + 1) == k) f[i] = NAN;
    if (k > 0 && i % (k + 2) == 1) d[i] = (i & 1) ? -0.0 : 0.0;
    if (i == n / 2) d[i] = 1e300 * (k > 2 ? 10.0 : 1.0);
  }
  float mn = INFINITY, mx = -INFINITY, sf = 0;
  double dmn = 1e308, dmx = -1e308, sd = 0, sq = 0;
  int am = -1, am2 = -1;
  for (int i = 0; i < n; i++) mn = f[i] < mn ? f[i] : mn;
  for (int i = 0; i < n; i++) mx = fmaxf(mx, f[i]);
  for (int i = 0; i < n; i++) sf += f[i] * 0.5f;
  for (int i = 0; i < n; i++) dmn = fmin(dmn, d[i]);
  for (int i = 0; i < n; i++) if (d[i] > dmx) { dmx = d[i]; am = i; }
  for (int i = 0; i < n; i++) if (d[i] >= dmx) am2 = i;
  for (int i = 0; i < n; i++) sd += d[i];
  for (int i = 0; i < n; i++) sq += d[i] * d[i] - sq * 1e-9;
  /* elementwise with NaN/-0 propagation */
  double *o = calloc(n + 1, sizeof(double));
  for (int i = 0; i < n; i++) o[i] = copysign(1.0, d[i]) * sqrt(fabs(d[i])) + (f[i] != f[i] ? 1.0 : 0.0);
  double os = 0;
  for (int i = 0; i < n; i++) os += o[i] * (i + 1);
  printf("%a %a %a %a %a %a %a %d %d %a\n", mn, mx, sf, dmn, dmx, sd, sq, am, am2, os);
  return 0;
}
