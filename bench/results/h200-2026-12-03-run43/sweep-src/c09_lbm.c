// ARGS: 24 20 8
// ARGS: 7 1 3
// 2-D Lattice-Boltzmann D2Q9 with BGK collision and periodic streaming (wraparound with
// modulo), a moving lid forcing term on the top row, density and momentum sums per step.
#include <stdio.h>
#include <stdlib.h>

static const int cx[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
static const int cy[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
static const double w[9] = {4.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9,
                            1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36};

int main(int argc, char **argv) {
  int nx = argc > 1 ? atoi(argv[1]) : 32;
  int ny = argc > 2 ? atoi(argv[2]) : 32;
  int steps = argc > 3 ? atoi(argv[3]) : 10;
  double omega = 1.2;
  size_t cells = (size_t)nx * ny;
  double *f = malloc(sizeof(double) * 9 * cells);
  double *fn = malloc(sizeof(double) * 9 * cells);
  for (int y = 0; y < ny; y++)
    for (int x = 0; x < nx; x++) {
      double rho = 1.0 + 0.01 * ((x * 7 + y * 13) % 11) / 11.0;
      double ux = 0.02 * ((x + y) % 3 - 1), uy = 0.01 * ((x * y) % 5 - 2);
      for (int i = 0; i < 9; i++) {
        double cu = 3.0 * (cx[i] * ux + cy[i] * uy);
        f[i * cells + y * nx + x] = w[i] * rho * (1.0 + cu + 0.5 * cu * cu - 1.5 * (ux * ux + uy * uy));
      }
    }
  for (int s = 0; s < steps; s++) {
    // collide in place
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        size_t c = (size_t)y * nx + x;
        double rho = 0, ux = 0, uy = 0;
        for (int i = 0; i < 9; i++) {
          double v = f[i * cells + c];
          rho += v; ux += cx[i] * v; uy += cy[i] * v;
        }
        ux /= rho; uy /= rho;
        if (y == ny - 1) ux += 0.001;
        double usq = 1.5 * (ux * ux + uy * uy);
        for (int i = 0; i < 9; i++) {
          double cu = 3.0 * (cx[i] * ux + cy[i] * uy);
          double feq = w[i] * rho * (1.0 + cu + 0.5 * cu * cu - usq);
          f[i * cells + c] += omega * (feq - f[i * cells + c]);
        }
      }
    // stream (pull) with periodic wrap
    for (int i = 0; i < 9; i++)
      for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++) {
          int xs = (x - cx[i] + nx) % nx, ys = (y - cy[i] + ny) % ny;
          fn[i * cells + (size_t)y * nx + x] = f[i * cells + (size_t)ys * nx + xs];
        }
    double *t = f; f = fn; fn = t;
    double mass = 0, mx = 0;
    for (size_t c = 0; c < cells; c++)
      for (int i = 0; i < 9; i++) { mass += f[i * cells + c]; mx += cx[i] * f[i * cells + c]; }
    printf("step %d mass %.15g momx %.15g\n", s, mass, mx);
  }
  double cs = 0;
  for (size_t k = 0; k < 9 * cells; k++) cs += f[k] * (double)(k % 23 + 1);
  printf("checksum %.17g\n", cs);
  free(f); free(fn);
  return 0;
}
