#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// 2-D diffusion on an (n+2)x(m+2) grid with periodic ghost cells: ghost rows copied with memcpy,
// ghost columns with a loop, on the host between sweeps; copy-back with memcpy of the whole grid
// ARGS: 5 7 3
// ARGS: 1 1 2
// ARGS: 2 3 4
// ARGS: 13 9 6
// ARGS: 31 17 5
// ARGS: 4 5 0
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), T = atoi(argv[3]);
  int W = m + 2;
  float *u = malloc(4 * (n + 2) * W), *v = malloc(4 * (n + 2) * W);
  for (int i = 0; i < (n + 2) * W; i++) { u[i] = (float)((i * 13) % 29) * 0.125f; v[i] = -1.0f; }
  for (int t = 0; t < T; t++) {
    memcpy(&u[0 * W], &u[n * W], 4 * W);
    memcpy(&u[(n + 1) * W], &u[1 * W], 4 * W);
    for (int i = 0; i < n + 2; i++) { u[i * W] = u[i * W + m]; u[i * W + m + 1] = u[i * W + 1]; }
    for (int i = 1; i <= n; i++)
      for (int j = 1; j <= m; j++)
        v[i * W + j] = u[i * W + j] + 0.1f * (u[(i - 1) * W + j] + u[(i + 1) * W + j] + u[i * W + j - 1] + u[i * W + j + 1] - 4.0f * u[i * W + j]);
    memcpy(u, v, 4 * (n + 2) * W);
  }
  double s = 0; unsigned h = 0;
  for (int i = 0; i < (n + 2) * W; i++) { unsigned b; memcpy(&b, &u[i], 4); h = h * 31 + b; s += u[i]; }
  printf("%.9g %08x\n", s, h);
  for (int j = 0; j < W; j++) printf("%.9g ", u[W + j]);
  printf("\n");
  return 0;
}
