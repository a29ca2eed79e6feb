// r99 (no-launch reproducer, not a difference): red-black Gauss-Seidel sweep on a static 2-D
// double grid. For one colour every written cell (i+j+colour even) reads only cells of the
// other colour, so the whole i x j half-sweep is parallel; the row loop falls back as
// `overlap` and the column loop launches once per row instead.
// ARGS: 64 10
// ARGS: 9 3
#include <stdio.h>
#include <stdlib.h>
#define N 96
static double U[N][N];
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64, sweeps = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 3) n = 3;
  if (n > N) n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) U[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0;
  for (int s = 0; s < sweeps; s++)
    for (int color = 0; color < 2; color++)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1 + ((i + color) & 1); j < n - 1; j += 2)
          U[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
  double cs = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) cs += U[i][j] * (1 + i + 2 * j);
  printf("cs=%.9g mid=%.9g\n", cs, U[n / 2][n / 2]);
  return 0;
}
