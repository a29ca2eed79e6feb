// q08: Conway's game of life on an int ** grid (toroidal wrap with modulo) and an explicit
// heat equation on a double ** grid with fixed hot boundary; both swap the row-pointer arrays
// between time steps; population and heat checksums per step.
// ARGS: 40 33 6
// ARGS: 1 1 2
// ARGS: 3 37 5
#include <stdio.h>
#include <stdlib.h>

static int **alloc_i(int r, int c) {
  int **g = malloc(sizeof(int *) * r);
  for (int i = 0; i < r; i++) g[i] = calloc(c, sizeof(int));
  return g;
}
static double **alloc_d(int r, int c) {
  double **g = malloc(sizeof(double *) * r);
  for (int i = 0; i < r; i++) g[i] = calloc(c, sizeof(double));
  return g;
}
int main(int argc, char **argv) {
  int R = atoi(argv[1]), C = atoi(argv[2]), steps = atoi(argv[3]);
  int **g = alloc_i(R, C), **ng = alloc_i(R, C);
  double **u = alloc_d(R + 2, C + 2), **nu = alloc_d(R + 2, C + 2);
  unsigned s = 2024u;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) { s = s * 69069u + 1u; g[i][j] = (s >> 28) < 5; }
  for (int i = 0; i < R + 2; i++) { u[i][0] = nu[i][0] = 100.0; u[i][C + 1] = nu[i][C + 1] = 50.0 + i; }
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) {
        int cnt = 0;
        for (int di = -1; di <= 1; di++)
          for (int dj = -1; dj <= 1; dj++)
            if (di || dj) cnt += g[(i + di + R) % R][(j + dj + C) % C];
        ng[i][j] = cnt == 3 || (cnt == 2 && g[i][j]);
      }
    int **tg = g; g = ng; ng = tg;
    for (int i = 1; i <= R; i++)
      for (int j = 1; j <= C; j++)
        nu[i][j] = u[i][j] + 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
    double **tu = u; u = nu; nu = tu;
    int pop = 0; double heat = 0;
    for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) pop += g[i][j];
    for (int i = 1; i <= R; i++) for (int j = 1; j <= C; j++) heat += u[i][j];
    printf("t=%d pop=%d heat=%.17g\n", t, pop, heat);
  }
  unsigned hsh = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) hsh = hsh * 3u + (unsigned)g[i][j];
  printf("hash=%u mid=%.17g\n", hsh, u[(R + 1) / 2][(C + 1) / 2]);
  return 0;
}
