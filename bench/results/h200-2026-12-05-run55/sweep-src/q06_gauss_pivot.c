// q06: Gaussian elimination with partial pivoting on a matrix stored as an array of row
// pointers (double **); pivot rows are swapped by swapping the pointers; augmented RHS column;
// back substitution; residual check against a copy.
// ARGS: 60
// ARGS: 1
// ARGS: 37
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  double **a = malloc(sizeof(double *) * n), **a0 = malloc(sizeof(double *) * n);
  unsigned s = 777u;
  for (int i = 0; i < n; i++) {
    a[i] = malloc(sizeof(double) * (n + 1));
    a0[i] = malloc(sizeof(double) * (n + 1));
    for (int j = 0; j <= n; j++) {
      s = s * 1103515245u + 12345u;
      a[i][j] = ((s >> 16) % 2001) / 1000.0 - 1.0;
      a0[i][j] = a[i][j];
    }
  }
  int swaps = 0;
  for (int k = 0; k < n; k++) {
    int p = k;
    double best = fabs(a[k][k]);
    for (int i = k + 1; i < n; i++)
      if (fabs(a[i][k]) > best) { best = fabs(a[i][k]); p = i; }
    if (p != k) { double *t = a[p]; a[p] = a[k]; a[k] = t; swaps++; }
    double piv = a[k][k];
    if (piv == 0) { printf("singular at %d\n", k); return 3; }
    for (int i = k + 1; i < n; i++) {
      double f = a[i][k] / piv;
      a[i][k] = f;
      for (int j = k + 1; j <= n; j++) a[i][j] -= f * a[k][j];
    }
  }
  double *x = malloc(sizeof(double) * n);
  for (int i = n - 1; i >= 0; i--) {
    double t = a[i][n];
    for (int j = i + 1; j < n; j++) t -= a[i][j] * x[j];
    x[i] = t / a[i][i];
  }
  double *r = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    double t = a0[i][n];
    for (int j = 0; j < n; j++) t -= a0[i][j] * x[j];
    r[i] = t;
  }
  double rmax = 0, xs = 0, det = 1;
  for (int i = 0; i < n; i++) { if (fabs(r[i]) > rmax) rmax = fabs(r[i]); xs += x[i] * (i + 1); det *= a[i][i]; }
  printf("swaps=%d xs=%.17g det=%.17g small=%d\n", swaps, xs, det, rmax < 1e-8);
  printf("x0=%.17g xn=%.17g\n", x[0], x[n - 1]);
  return 0;
}
