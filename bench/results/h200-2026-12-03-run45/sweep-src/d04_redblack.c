// d04: red-black Gauss-Seidel SOR on a 2-D grid, colour (i+j)%2, several sweeps, residual.
// ARGS: 43 37 5 1.3
// ARGS: 3 3 2 1.0
// ARGS: 31 49 3 1.7
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static unsigned lcg_s = 4242u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 9; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), sweeps = atoi(argv[3]);
  double w = atof(argv[4]);
  double *u = calloc(n * m, sizeof(double)), *f = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n * m; i++) f[i] = (lcg() % 100) / 50.0 - 1.0;
  for (int j = 0; j < m; j++) { u[j] = 1.0; u[(n - 1) * m + j] = -1.0; }
  for (int s = 0; s < sweeps; s++) {
    for (int color = 0; color < 2; color++)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++) {
          if ((i + j) % 2 != color) continue;
          double gs = 0.25 * (u[(i - 1) * m + j] + u[(i + 1) * m + j] + u[i * m + j - 1] + u[i * m + j + 1] - f[i * m + j]);
          u[i * m + j] = (1.0 - w) * u[i * m + j] + w * gs;
        }
  }
  double res = 0; float fs = 0;
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) {
      double r = u[(i - 1) * m + j] + u[(i + 1) * m + j] + u[i * m + j - 1] + u[i * m + j + 1] - 4 * u[i * m + j] - f[i * m + j];
      res += r * r;
      fs += (float)u[i * m + j];
    }
  unsigned h = 0;
  for (int i = 0; i < n * m; i++) h = h * 131u + (unsigned)(long)(u[i] * 1e6);
  printf("res=%.6f fs=%.6f h=%u mid=%.6f\n", sqrt(res), fs, h, u[(n / 2) * m + m / 2]);
  return 0;
}
