#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// 3-D double time loop with a residual (L2 and max) computed each step, break on convergence, in-place
// Gauss-Seidel-like red-black ordering (two parity sweeps), odd sizes
// ARGS: 5 6 7 30 1e-6
// ARGS: 3 3 3 5 0
// ARGS: 1 4 4 3 0
// ARGS: 9 9 9 100 1e-3
// ARGS: 12 7 5 8 0
int main(int argc, char **argv) {
  int nx = atoi(argv[1]), ny = atoi(argv[2]), nz = atoi(argv[3]), T = atoi(argv[4]); double tol = atof(argv[5]);
  int N = nx * ny * nz;
  double *u = calloc(N + 1, 8), *f = malloc(8 * (N + 1));
#define I3(i, j, k) (((i) * ny + (j)) * nz + (k))
  for (int i = 0; i < N; i++) f[i] = (double)((i * 11) % 7) - 3.0;
  int t; double res = 0, rmax = 0;
  for (t = 0; t < T; t++) {
    for (int color = 0; color < 2; color++)
      for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++)
          for (int k = 1 + ((i + j + color) & 1); k < nz - 1; k += 2)
            u[I3(i, j, k)] = (u[I3(i - 1, j, k)] + u[I3(i + 1, j, k)] + u[I3(i, j - 1, k)] + u[I3(i, j + 1, k)] + u[I3(i, j, k - 1)] + u[I3(i, j, k + 1)] - f[I3(i, j, k)]) / 6.0;
    res = 0; rmax = 0;
    for (int i = 1; i < nx - 1; i++)
      for (int j = 1; j < ny - 1; j++)
        for (int k = 1; k < nz - 1; k++) {
          double r = f[I3(i, j, k)] - (u[I3(i - 1, j, k)] + u[I3(i + 1, j, k)] + u[I3(i, j - 1, k)] + u[I3(i, j + 1, k)] + u[I3(i, j, k - 1)] + u[I3(i, j, k + 1)] - 6.0 * u[I3(i, j, k)]);
          res += r * r; if (fabs(r) > rmax) rmax = fabs(r);
        }
    if (rmax < tol) break;
  }
  printf("t=%d res=%.17g rmax=%.17g\n", t, res, rmax);
  double s = 0; for (int i = 0; i < N; i++) s += u[i] * (1 + i % 5);
  printf("%.17g\n", s);
  return 0;
}
