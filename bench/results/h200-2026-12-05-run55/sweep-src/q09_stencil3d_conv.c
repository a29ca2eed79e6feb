// q09: 3-D 7-point Jacobi stencil (double, flat malloc with a macro index) iterated until the
// max-norm change drops below a tolerance or a step limit, with a per-sweep max-abs-diff
// reduction; prints the sweep count and checksums.
// ARGS: 12 10 9 40
// ARGS: 1 1 1 5
// ARGS: 37 3 5 60
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define IX(i, j, k) (((size_t)(i) * (ny + 2) + (j)) * (nz + 2) + (k))

int main(int argc, char **argv) {
  int nx = atoi(argv[1]), ny = atoi(argv[2]), nz = atoi(argv[3]), maxit = atoi(argv[4]);
  size_t tot = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
  double *u = calloc(tot, sizeof(double)), *v = calloc(tot, sizeof(double)), *f = malloc(tot * sizeof(double));
  for (int i = 0; i < nx + 2; i++)
    for (int j = 0; j < ny + 2; j++)
      for (int k = 0; k < nz + 2; k++) {
        f[IX(i, j, k)] = ((i + 2 * j + 3 * k) % 7) * 0.01;
        if (i == 0 || j == 0 || k == 0) u[IX(i, j, k)] = v[IX(i, j, k)] = 1.0;
      }
  const double tol = 1e-4;
  int it = 0;
  double diff = 0;
  for (it = 0; it < maxit; it++) {
    diff = 0;
    for (int i = 1; i <= nx; i++)
      for (int j = 1; j <= ny; j++)
        for (int k = 1; k <= nz; k++) {
          double nv = (u[IX(i - 1, j, k)] + u[IX(i + 1, j, k)] + u[IX(i, j - 1, k)] + u[IX(i, j + 1, k)] +
                       u[IX(i, j, k - 1)] + u[IX(i, j, k + 1)] + f[IX(i, j, k)]) / 6.0;
          v[IX(i, j, k)] = nv;
        }
    for (int i = 1; i <= nx; i++)
      for (int j = 1; j <= ny; j++)
        for (int k = 1; k <= nz; k++) {
          double d = fabs(v[IX(i, j, k)] - u[IX(i, j, k)]);
          if (d > diff) diff = d;
        }
    double *t = u; u = v; v = t;
    if (diff < tol) { it++; break; }
  }
  double s = 0;
  for (size_t q = 0; q < tot; q++) s += u[q] * (double)(q % 5 + 1);
  printf("it=%d diff=%.17g s=%.17g c=%.17g\n", it, diff, s, u[IX((nx + 1) / 2, (ny + 1) / 2, (nz + 1) / 2)]);
  return 0;
}
