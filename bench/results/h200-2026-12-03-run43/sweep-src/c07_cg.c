// ARGS: 200 7 25
// ARGS: 1 1 3
// NAS CG-like: conjugate gradient on a symmetric diagonally dominant sparse matrix in CSR,
// sparse mat-vec, dot products, axpy; stop when the residual norm is below a tolerance
// (data-dependent number of iterations) or at the iteration cap.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void spmv(int n, const int *rowstr, const int *colidx, const double *a, const double *x,
                 double *y) {
  for (int j = 0; j < n; j++) {
    double sum = 0.0;
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++) sum += a[k] * x[colidx[k]];
    y[j] = sum;
  }
}
static double dot(int n, const double *x, const double *y) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 256;
  int band = argc > 2 ? atoi(argv[2]) : 5;
  int maxit = argc > 3 ? atoi(argv[3]) : 30;
  int *rowstr = malloc(sizeof(int) * (n + 1));
  int *colidx = malloc(sizeof(int) * n * (2 * band + 1));
  double *a = malloc(sizeof(double) * n * (2 * band + 1));
  int nnz = 0;
  for (int i = 0; i < n; i++) {
    rowstr[i] = nnz;
    for (int j = i - band; j <= i + band; j++) {
      if (j < 0 || j >= n) continue;
      colidx[nnz] = j;
      a[nnz] = (i == j) ? 2.0 * band + 1.5 : -1.0 / (1.0 + ((i + j) % 4));
      nnz++;
    }
  }
  rowstr[n] = nnz;
  double *x = calloc(n, sizeof(double)), *b = malloc(sizeof(double) * n);
  double *r = malloc(sizeof(double) * n), *p = malloc(sizeof(double) * n);
  double *q = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) b[i] = sin(0.1 * i) + 1.0;
  for (int i = 0; i < n; i++) { r[i] = b[i]; p[i] = b[i]; }
  double rho = dot(n, r, r);
  double tol = 1e-10 * rho;
  int it;
  for (it = 0; it < maxit && rho > tol; it++) {
    spmv(n, rowstr, colidx, a, p, q);
    double alpha = rho / dot(n, p, q);
    for (int i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
    double rho0 = rho;
    rho = dot(n, r, r);
    double beta = rho / rho0;
    for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
    if (it % 3 == 0) printf("it %d rnorm %.6e\n", it, sqrt(rho));
  }
  spmv(n, rowstr, colidx, a, x, q);
  double err = 0;
  for (int i = 0; i < n; i++) err = fmax(err, fabs(q[i] - b[i]));
  double zeta = 0;
  for (int i = 0; i < n; i++) zeta += x[i] * (i + 1);
  printf("iterations %d nnz %d residual %.3e zeta %.12f\n", it, nnz, err, zeta);
  return 0;
}
