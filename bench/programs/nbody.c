// All-pairs gravity on an array of structs: per body a sum over all others (sqrt, divisions),
// then an update; energies before and after. Usage: nbody N STEPS
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
typedef struct { double x, y, z, vx, vy, vz, m; } body;
static double energy(body *b, int n) {
  double e = 0;
  for (int i = 0; i < n; i++) {
    e += 0.5 * b[i].m * (b[i].vx*b[i].vx + b[i].vy*b[i].vy + b[i].vz*b[i].vz);
    for (int j = i + 1; j < n; j++) {
      double dx = b[i].x-b[j].x, dy = b[i].y-b[j].y, dz = b[i].z-b[j].z;
      e -= b[i].m * b[j].m / sqrt(dx*dx+dy*dy+dz*dz+0.01);
    }
  }
  return e;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 256, steps = argc > 2 ? atoi(argv[2]) : 4;
  body *b = malloc(sizeof(body) * n);
  double *ax = malloc(sizeof(double)*n), *ay = malloc(sizeof(double)*n), *az = malloc(sizeof(double)*n);
  unsigned s = 12345;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u; b[i].x = (s >> 8) / 16777216.0;
    s = s * 1103515245u + 12345u; b[i].y = (s >> 8) / 16777216.0;
    s = s * 1103515245u + 12345u; b[i].z = (s >> 8) / 16777216.0;
    b[i].vx = b[i].vy = b[i].vz = 0; b[i].m = 1.0 / n;
  }
  printf("e0 = %.12f\n", energy(b, n));
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++) {
      double fx = 0, fy = 0, fz = 0;
      for (int j = 0; j < n; j++) {
        double dx = b[j].x-b[i].x, dy = b[j].y-b[i].y, dz = b[j].z-b[i].z;
        double r2 = dx*dx+dy*dy+dz*dz+0.01;
        double inv = b[j].m / (r2 * sqrt(r2));
        fx += dx*inv; fy += dy*inv; fz += dz*inv;
      }
      ax[i] = fx; ay[i] = fy; az[i] = fz;
    }
    for (int i = 0; i < n; i++) {
      b[i].vx += 0.001*ax[i]; b[i].vy += 0.001*ay[i]; b[i].vz += 0.001*az[i];
      b[i].x += 0.001*b[i].vx; b[i].y += 0.001*b[i].vy; b[i].z += 0.001*b[i].vz;
    }
  }
  printf("e1 = %.12f\n", energy(b, n));
  printf("x0 = %.15g %.15g %.15g\n", b[0].x, b[0].y, b[0].z);
  return 0;
}
