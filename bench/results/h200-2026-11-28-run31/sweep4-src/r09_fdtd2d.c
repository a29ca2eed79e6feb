#include <stdio.h>
#include <stdlib.h>
// polybench fdtd-2d: time loop over three field updates of different shapes and a boundary row from a source array
// ARGS: 2 5 6
// ARGS: 5 10 12
// ARGS: 1 2 2
// ARGS: 10 20 30
static void __attribute__((noinline)) fdtd(int tmax, int nx, int ny, double *ex, double *ey, double *hz, const double *fict) {
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < ny; j++) ey[0 * ny + j] = fict[t];
    for (int i = 1; i < nx; i++) for (int j = 0; j < ny; j++) ey[i * ny + j] = ey[i * ny + j] - 0.5 * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
    for (int i = 0; i < nx; i++) for (int j = 1; j < ny; j++) ex[i * ny + j] = ex[i * ny + j] - 0.5 * (hz[i * ny + j] - hz[i * ny + j - 1]);
    for (int i = 0; i < nx - 1; i++) for (int j = 0; j < ny - 1; j++)
      hz[i * ny + j] = hz[i * ny + j] - 0.7 * (ex[i * ny + j + 1] - ex[i * ny + j] + ey[(i + 1) * ny + j] - ey[i * ny + j]);
  }
}
int main(int argc, char **argv) {
  int tm = atoi(argv[1]), nx = atoi(argv[2]), ny = atoi(argv[3]);
  double *ex = malloc(8 * nx * ny), *ey = malloc(8 * nx * ny), *hz = malloc(8 * nx * ny), *f = malloc(8 * tm);
  for (int i = 0; i < tm; i++) f[i] = (double)i;
  for (int i = 0; i < nx; i++) for (int j = 0; j < ny; j++) { ex[i * ny + j] = ((double)i * (j + 1)) / nx; ey[i * ny + j] = ((double)i * (j + 2)) / ny; hz[i * ny + j] = ((double)i * (j + 3)) / nx; }
  fdtd(tm, nx, ny, ex, ey, hz, f);
  double cs = 0; for (int i = 0; i < nx * ny; i++) cs += ex[i] + 2 * ey[i] + 3 * hz[i];
  printf("%.17g %.17g\n", cs, hz[0]);
  return 0;
}
