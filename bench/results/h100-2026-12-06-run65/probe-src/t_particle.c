// args: 4000 10
// Particle filter resampling: weights, normalise, cumulative sum, then each new particle searches the CDF.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]), frames = atoi(argv[2]);
  double *x = malloc(sizeof(double) * n), *w = malloc(sizeof(double) * n), *cdf = malloc(sizeof(double) * n), *nx = malloc(sizeof(double) * n), *u = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) x[i] = (double)i / n;
  for (int f = 0; f < frames; f++) {
    double target = 0.3 + 0.04 * f;
    for (int i = 0; i < n; i++) { double d = x[i] - target; w[i] = exp(-d * d * 50.0); }
    double tot = 0; for (int i = 0; i < n; i++) tot += w[i];
    cdf[0] = w[0] / tot; for (int i = 1; i < n; i++) cdf[i] = cdf[i - 1] + w[i] / tot;
    double u1 = 0.5 / n;
    for (int j = 0; j < n; j++) u[j] = u1 + (double)j / n;
    for (int j = 0; j < n; j++) {
      int idx = n - 1;
      for (int i = 0; i < n; i++) if (cdf[i] >= u[j]) { idx = i; break; }
      nx[j] = x[idx] + 0.001 * ((j % 5) - 2);
    }
    double *t = x; x = nx; nx = t;
  }
  double mean = 0; for (int i = 0; i < n; i++) mean += x[i];
  printf("mean %.9f x0 %.9f\n", mean / n, x[0]);
  return 0;
}
