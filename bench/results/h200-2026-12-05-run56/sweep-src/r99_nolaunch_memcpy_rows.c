// r99 (no-launch reproducer, not a difference): Jacobi on static 2-D double grids with the
// copy-back U[i][j] = V[i][j], which clang -O2 turns into a row loop of memcpy calls
// (unrolled by two). The copy loop falls back as `overlap` ("written bytes X..Y overlap
// accessed bytes X..Y", the same range) and backs off. The same program with U, V as
// calloc'd `double (*)[96]` launches the copy as bulk rows (x steps, 31 threads).
// ARGS: 64 20
// ARGS: 7 3
#include <stdio.h>
#include <stdlib.h>
#define NMAX 96
static double U[NMAX][NMAX], V[NMAX][NMAX];
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 32;
  int steps = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 3) n = 3;
  if (n > NMAX) n = NMAX;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) U[i][j] = (double)((i * 7 + j * 3) % 11);
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        V[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) U[i][j] = V[i][j];
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) s += U[i][j] * (i + 1);
  printf("%.9g\n", s);
  return 0;
}
