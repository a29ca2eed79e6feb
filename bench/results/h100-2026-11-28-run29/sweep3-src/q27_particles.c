#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// particle-in-cell: deposit particles on a grid (scatter with collisions: must stay sequential), field
// solve (stencil), gather back (gather: parallel), push; periodic wrap with fmodf and with ifs
// ARGS: 17 8 5
// ARGS: 1 1 2
// ARGS: 2 3 3
// ARGS: 100 16 4
// ARGS: 333 31 3
int main(int argc, char **argv) {
  int np = atoi(argv[1]), ng = atoi(argv[2]), T = atoi(argv[3]);
  float *x = malloc(4 * (np + 1)), *v = malloc(4 * (np + 1)), *rho = malloc(4 * (ng + 1)), *E = malloc(4 * (ng + 1)), *Ep = malloc(4 * (np + 1));
  for (int p = 0; p < np; p++) { x[p] = (float)((p * 7919) % 1000) / 1000.0f * ng; v[p] = (float)((p * 31) % 11 - 5) * 0.01f; }
  for (int t = 0; t < T; t++) {
    for (int g = 0; g < ng; g++) rho[g] = 0.0f;
    for (int p = 0; p < np; p++) { int g = (int)x[p]; if (g >= ng) g = ng - 1; if (g < 0) g = 0; rho[g] += 1.0f; }
    for (int g = 0; g < ng; g++) E[g] = rho[(g + 1) % ng] - rho[(g + ng - 1) % ng];
    for (int p = 0; p < np; p++) { int g = (int)x[p]; if (g >= ng) g = ng - 1; if (g < 0) g = 0; Ep[p] = E[g]; }
    for (int p = 0; p < np; p++) { v[p] += 0.001f * Ep[p]; x[p] = fmodf(x[p] + v[p] + (float)ng, (float)ng); }
  }
  double sx = 0, sv = 0;
  for (int p = 0; p < np; p++) { sx += x[p]; sv += v[p] * (p % 3); }
  printf("%.9g %.9g\n", sx, sv);
  for (int g = 0; g < ng; g++) printf("%.9g ", rho[g]);
  printf("\n");
  return 0;
}
