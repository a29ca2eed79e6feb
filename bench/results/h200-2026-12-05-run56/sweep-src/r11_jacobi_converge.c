// r11: Poisson/Laplace solve by Jacobi and SOR on static 2-D double grids U[N][N], F[N][N].
// Boundary from sin/cos/pow, right-hand side with exp. Jacobi sweeps (parallel, ping-pong)
// run in a while loop until the max residual (fabs) < tol or the cap; then red-black SOR
// sweeps in a do-while (two colour half-sweeps, each parallel), then a row-wise Gauss-Seidel
// recurrence (truly sequential along the row) for a few sweeps. Reports iteration counts,
// norms and samples.
// ARGS: 64 1e-4 400
// ARGS: 33 1e-3 100
// ARGS: 4 1e-6 50
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NMAX 96
static double U[NMAX][NMAX], V[NMAX][NMAX], F[NMAX][NMAX];

static double bval(double x, double y) { return sin(3.0 * x) * cos(2.0 * y) + pow(x, 1.5) * 0.25; }

static double resid_max(int n, double h2) {
  double m = 0.0;
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      double r = U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1] - 4.0 * U[i][j] - h2 * F[i][j];
      r = fabs(r);
      if (r > m) m = r;
    }
  return m;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 32;
  double tol = argc > 2 ? atof(argv[2]) : 1e-4;
  int cap = argc > 3 ? atoi(argv[3]) : 200;
  if (n < 3) n = 3;
  if (n > NMAX) n = NMAX;
  double h = 1.0 / (n - 1), h2 = h * h;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double x = i * h, y = j * h;
      F[i][j] = exp(-((x - 0.5) * (x - 0.5) + (y - 0.3) * (y - 0.3)) * 20.0);
      U[i][j] = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? bval(x, y) : 0.0;
      V[i][j] = U[i][j];
    }
  int it = 0;
  double res = resid_max(n, h2);
  while (res > tol && it < cap) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        V[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1] - h2 * F[i][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) U[i][j] = V[i][j];
    it++;
    if (it % 10 == 0) res = resid_max(n, h2);
  }
  printf("jacobi iters=%d res=%.6e\n", it, res);
  double omega = 2.0 / (1.0 + sin(3.14159265358979 * h));
  int sor = 0;
  double r2;
  do {
    for (int color = 0; color < 2; color++)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1 + ((i + color) & 1); j < n - 1; j += 2) {
          double gs = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1] - h2 * F[i][j]);
          U[i][j] += omega * (gs - U[i][j]);
        }
    sor++;
    r2 = resid_max(n, h2);
  } while (r2 > tol * 0.01 && sor < cap);
  printf("sor sweeps=%d res=%.6e omega=%.9g\n", sor, r2, omega);
  for (int sweep = 0; sweep < 3; sweep++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        U[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1] - h2 * F[i][j]);
  double l2 = 0.0, mx = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      l2 += U[i][j] * U[i][j];
      mx = fmax(mx, fabs(U[i][j]));
    }
  printf("l2=%.9g max=%.9g final_res=%.6e\n", sqrt(l2), mx, resid_max(n, h2));
  printf("samples %.9g %.9g %.9g\n", U[1][1], U[n / 2][n / 2], U[n - 2][n / 3]);
  return 0;
}
