#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// 3-D heap (flat) 7-point stencil, pointer swap, host writes one boundary plane per step with a loop,
// odd T leaves the result in the other buffer: copy-back via memcpy
// ARGS: 5 3 4 3
// ARGS: 1 1 1 1
// ARGS: 3 3 3 2
// ARGS: 7 5 9 5
// ARGS: 11 6 13 4
// ARGS: 4 4 4 0
int main(int argc, char **argv) {
  int nx = atoi(argv[1]), ny = atoi(argv[2]), nz = atoi(argv[3]), T = atoi(argv[4]);
  int N = nx * ny * nz;
  double *a = malloc(8 * (N + 1)), *b = malloc(8 * (N + 1)), *orig = a;
#define IX(i, j, k) (((i) * ny + (j)) * nz + (k))
  for (int i = 0; i < N; i++) { a[i] = (double)((i * 17) % 23) / 8.0; b[i] = a[i]; }
  for (int t = 0; t < T; t++) {
    for (int j = 0; j < ny; j++) for (int k = 0; k < nz; k++) a[IX(0, j, k)] = (double)t + 0.5 * k;
    for (int i = 1; i < nx - 1; i++)
      for (int j = 1; j < ny - 1; j++)
        for (int k = 1; k < nz - 1; k++)
          b[IX(i, j, k)] = (a[IX(i - 1, j, k)] + a[IX(i + 1, j, k)] + a[IX(i, j - 1, k)] + a[IX(i, j + 1, k)] + a[IX(i, j, k - 1)] + a[IX(i, j, k + 1)] + 2.0 * a[IX(i, j, k)]) * 0.125;
    double *x = a; a = b; b = x;
  }
  if (a != orig) memcpy(orig, a, 8 * N);
  double s = 0;
  for (int i = 0; i < N; i++) s += orig[i] * (i % 7 + 1);
  printf("%.17g\n", s);
  for (int i = 0; i < N && i < 40; i++) printf("%.17g ", orig[i * 3 % N]);
  printf("\n");
  return 0;
}
