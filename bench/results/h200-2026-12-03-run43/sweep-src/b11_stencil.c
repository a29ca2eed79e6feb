// ARGS: 12 10 9 4
// ARGS: 5 1 7 3
// 3-D 7-point stencil with pointer swap, and a 1-D wave equation with three rotating buffers.
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int nx = argc > 1 ? atoi(argv[1]) : 12;
  int ny = argc > 2 ? atoi(argv[2]) : 10;
  int nz = argc > 3 ? atoi(argv[3]) : 9;
  int steps = argc > 4 ? atoi(argv[4]) : 4;
  size_t N = (size_t)nx * ny * nz;
  double *u = malloc(sizeof(double) * N), *v = malloc(sizeof(double) * N);
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        size_t id = ((size_t)z * ny + y) * nx + x;
        u[id] = (double)((x * 3 + y * 5 + z * 7) % 10);
        v[id] = u[id];
      }
  for (int t = 0; t < steps; t++) {
    for (int z = 1; z < nz - 1; z++)
      for (int y = 1; y < ny - 1; y++)
        for (int x = 1; x < nx - 1; x++) {
          size_t id = ((size_t)z * ny + y) * nx + x;
          v[id] = u[id] * 0.4 + 0.1 * (u[id - 1] + u[id + 1] + u[id - nx] + u[id + nx] +
                                       u[id - (size_t)nx * ny] + u[id + (size_t)nx * ny]);
        }
    double *tmp = u; u = v; v = tmp;
  }
  double s = 0, w = 0;
  for (size_t i = 0; i < N; i++) { s += u[i]; w += u[i] * (double)(i % 11); }
  printf("3d: sum=%.9f w=%.9f\n", s, w);
  // 1-D wave, three buffers
  int L = nx * ny + 3;
  float *p0 = calloc(L, sizeof(float)), *p1 = calloc(L, sizeof(float)), *p2 = calloc(L, sizeof(float));
  for (int i = 0; i < L; i++) { float d = (float)(i - L / 2); p1[i] = d * d < 16 ? 1.0f - d * d / 16 : 0; p0[i] = p1[i]; }
  float c2 = 0.25f;
  for (int t = 0; t < steps * 5; t++) {
    for (int i = 1; i < L - 1; i++) p2[i] = 2 * p1[i] - p0[i] + c2 * (p1[i - 1] - 2 * p1[i] + p1[i + 1]);
    p2[0] = 0; p2[L - 1] = 0;
    float *r = p0; p0 = p1; p1 = p2; p2 = r;
  }
  double e = 0, m = 0;
  for (int i = 0; i < L; i++) { e += p1[i] * p1[i]; m += p1[i] * i; }
  printf("wave: L=%d e=%.7f m=%.5f\n", L, e, m);
  free(u); free(v); free(p0); free(p1); free(p2);
  return 0;
}
