// args: 96 64 10
// A D2Q9 lattice-Boltzmann step: collide per cell, stream to neighbours (periodic), arrays of structs of 9.
#include <stdio.h>
#include <stdlib.h>
static const int cx[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1}, cy[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
static const float wt[9] = {4.f/9, 1.f/9, 1.f/9, 1.f/9, 1.f/9, 1.f/36, 1.f/36, 1.f/36, 1.f/36};
int main(int argc, char **argv) {
  int nx = atoi(argv[1]), ny = atoi(argv[2]), steps = atoi(argv[3]);
  float *f = malloc(sizeof(float) * 9 * nx * ny), *g = malloc(sizeof(float) * 9 * nx * ny);
  for (int y = 0; y < ny; y++) for (int x = 0; x < nx; x++) for (int q = 0; q < 9; q++)
    f[(y * nx + x) * 9 + q] = wt[q] * (1.0f + 0.01f * (float)((x * 3 + y * 5 + q) % 7));
  float omega = 1.2f;
  for (int t = 0; t < steps; t++) {
    for (int y = 0; y < ny; y++) for (int x = 0; x < nx; x++) {
      float *c = &f[(y * nx + x) * 9]; float rho = 0, ux = 0, uy = 0;
      for (int q = 0; q < 9; q++) { rho += c[q]; ux += cx[q] * c[q]; uy += cy[q] * c[q]; }
      ux /= rho; uy /= rho;
      for (int q = 0; q < 9; q++) {
        float cu = 3.0f * (cx[q] * ux + cy[q] * uy);
        float feq = wt[q] * rho * (1.0f + cu + 0.5f * cu * cu - 1.5f * (ux * ux + uy * uy));
        int xn = (x + cx[q] + nx) % nx, yn = (y + cy[q] + ny) % ny;
        g[(yn * nx + xn) * 9 + q] = c[q] + omega * (feq - c[q]);
      }
    }
    float *tmp = f; f = g; g = tmp;
  }
  double m = 0; for (int i = 0; i < 9 * nx * ny; i++) m += f[i];
  printf("mass %.6f f0 %.8f\n", m, f[9 * (nx * ny / 2) + 3]);
  return 0;
}
