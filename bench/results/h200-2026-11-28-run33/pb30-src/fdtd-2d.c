#include <stdio.h>
#include <stdlib.h>
#ifndef TMAX
#define TMAX 40
#endif
#ifndef NX
#define NX 60
#endif
#ifndef NY
#define NY 80
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int tmax, int nx, int ny, double ex[NX][NY], double ey[NX][NY], double hz[NX][NY], double _fict_[TMAX]) {
  int i, j;
  for (i = 0; i < tmax; i++)
    _fict_[i] = (double)i;
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      ex[i][j] = ((double)i * (j + 1)) / nx;
      ey[i][j] = ((double)i * (j + 2)) / ny;
      hz[i][j] = ((double)i * (j + 3)) / nx;
    }
}
static void kernel_fdtd_2d(int tmax, int nx, int ny, double ex[NX][NY], double ey[NX][NY], double hz[NX][NY], double _fict_[TMAX]) {
  int t, i, j;
  for (t = 0; t < tmax; t++) {
    for (j = 0; j < ny; j++)
      ey[0][j] = _fict_[t];
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}
int main(void) {
  double (*ex)[NY] = malloc(sizeof(double[NX][NY]));
  double (*ey)[NY] = malloc(sizeof(double[NX][NY]));
  double (*hz)[NY] = malloc(sizeof(double[NX][NY]));
  double *_fict_ = malloc(sizeof(double[TMAX]));
  init_array(TMAX, NX, NY, ex, ey, hz, _fict_);
  kernel_fdtd_2d(TMAX, NX, NY, ex, ey, hz, _fict_);
  printf("fdtd-2d %.17g %.17g %.17g %.17g\n", cks(&ex[0][0], NX * NY), cks(&ey[0][0], NX * NY), cks(&hz[0][0], NX * NY), hz[1][1]);
  free(ex); free(ey); free(hz); free(_fict_);
  return 0;
}
