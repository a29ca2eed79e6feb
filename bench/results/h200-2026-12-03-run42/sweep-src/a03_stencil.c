// ARGS: 97 61 40
// ARGS: 33 128 7
// 2-D heat stencil with time loop and pointer swap, periodic 1-D, 3-D 7-point stencil.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double checksum(const float *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += (double)a[i] * (1 + i % 13);
  return s;
}

int main(int argc, char **argv) {
  int nx = atoi(argv[1]), ny = atoi(argv[2]), steps = atoi(argv[3]);
  float *u = malloc(sizeof(float) * nx * ny), *v = malloc(sizeof(float) * nx * ny);
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++) u[i * ny + j] = (float)((i * j) % 10) + (i == nx / 2 ? 100.0f : 0.0f);
  memcpy(v, u, sizeof(float) * nx * ny);
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < nx - 1; i++)
      for (int j = 1; j < ny - 1; j++)
        v[i * ny + j] = u[i * ny + j] + 0.2f * (u[(i - 1) * ny + j] + u[(i + 1) * ny + j] +
                                               u[i * ny + j - 1] + u[i * ny + j + 1] - 4.0f * u[i * ny + j]);
    float *tmp = u; u = v; v = tmp;
  }
  printf("heat2d %.17g u[c]=%.9g\n", checksum(u, nx * ny), u[(nx / 2) * ny + ny / 2]);
  /* periodic 1-D with modulo indexing */
  int m = nx * 3 + 1;
  int *p = malloc(sizeof(int) * m), *q = malloc(sizeof(int) * m);
  for (int i = 0; i < m; i++) p[i] = (i * 37) % 101;
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < m; i++) q[i] = (p[(i + m - 1) % m] + 2 * p[i] + p[(i + 1) % m]) / 4 + (i & 1);
    int *tmp = p; p = q; q = tmp;
  }
  long long sp = 0;
  for (int i = 0; i < m; i++) sp += (long long)p[i] * (i + 1);
  printf("ring %lld\n", sp);
  /* 3-D stencil */
  int n = nx / 4 + 3, nz = ny / 8 + 2;
  size_t sz = (size_t)n * n * nz;
  float *a = calloc(sz, sizeof(float)), *bb = calloc(sz, sizeof(float));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < nz; k++) a[(i * n + j) * nz + k] = (float)((i + 2 * j + 3 * k) % 7) * 0.5f;
  for (int t = 0; t < steps / 2 + 1; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < nz - 1; k++) {
          int c = (i * n + j) * nz + k;
          bb[c] = (a[c - n * nz] + a[c + n * nz] + a[c - nz] + a[c + nz] + a[c - 1] + a[c + 1]) * (1.0f / 6.0f);
        }
    float *tmp = a; a = bb; bb = tmp;
  }
  printf("heat3d %.17g a=%.9g bb=%.17g\n", checksum(a, (int)sz), a[sz / 2], checksum(bb, (int)sz));
  free(u); free(v); free(p); free(q); free(a); free(bb);
  return 0;
}
