// ARGS: 30 1e-4 400
// ARGS: 1 1e-3 97
// 2-D Jacobi solver for a Poisson problem on a square grid (double, global static arrays),
// iterated until the max-norm of the update drops below a tolerance: a data-dependent number
// of sweeps; the residual is a max reduction (fmax and a plain compare both used).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXN 66
static double u[MAXN][MAXN], un[MAXN][MAXN], f[MAXN][MAXN];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 32;
  double tol = argc > 2 ? atof(argv[2]) : 1e-6;
  int maxit = argc > 3 ? atoi(argv[3]) : 1000;
  if (n < 1 || n > MAXN - 2) return 2;
  double h = 1.0 / (n + 1);
  for (int i = 0; i < n + 2; i++)
    for (int j = 0; j < n + 2; j++) {
      f[i][j] = sin(3.0 * i * h) * cos(2.0 * j * h);
      u[i][j] = (i == 0 || j == 0 || i == n + 1 || j == n + 1) ? 0.1 * (i + j) * h : 0.0;
      un[i][j] = u[i][j];
    }
  int it = 0;
  double diff = 0, maxabs = 0;
  for (it = 0; it < maxit; it++) {
    diff = 0.0;
    for (int i = 1; i <= n; i++)
      for (int j = 1; j <= n; j++)
        un[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - h * h * f[i][j]);
    for (int i = 1; i <= n; i++)
      for (int j = 1; j <= n; j++) diff = fmax(diff, fabs(un[i][j] - u[i][j]));
    maxabs = 0.0;
    for (int i = 1; i <= n; i++)
      for (int j = 1; j <= n; j++) {
        double a = fabs(un[i][j]);
        if (a > maxabs) maxabs = a;
        u[i][j] = un[i][j];
      }
    if (it % 50 == 0) printf("it %d diff %.6e max %.9f\n", it, diff, maxabs);
    if (diff < tol) break;
  }
  double cs = 0;
  for (int i = 0; i < n + 2; i++)
    for (int j = 0; j < n + 2; j++) cs += u[i][j] * ((i * 3 + j) % 7 + 1);
  printf("converged after %d diff %.6e checksum %.15g center %a\n", it, diff, cs, u[(n + 1) / 2][(n + 1) / 2]);
  return 0;
}
