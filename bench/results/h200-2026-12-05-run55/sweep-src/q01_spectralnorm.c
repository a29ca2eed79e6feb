// q01: spectral-norm (benchmarks game): power iteration with the implicit matrix
// A(i,j) = 1/((i+j)(i+j+1)/2+i+1), u = A^T A v; helper functions take the vectors by pointer.
// ARGS: 100 4
// ARGS: 1 3
// ARGS: 37 5
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double eval_A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

static void mul_Av(int n, const double *v, double *av) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) s += eval_A(i, j) * v[j];
    av[i] = s;
  }
}
static void mul_Atv(int n, const double *v, double *atv) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) s += eval_A(j, i) * v[j];
    atv[i] = s;
  }
}
static void mul_AtAv(int n, const double *v, double *out, double *tmp) {
  mul_Av(n, v, tmp);
  mul_Atv(n, tmp, out);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), iters = atoi(argv[2]);
  double *u = malloc(sizeof(double) * n), *v = malloc(sizeof(double) * n), *tmp = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) u[i] = 1.0;
  for (int k = 0; k < iters; k++) {
    mul_AtAv(n, u, v, tmp);
    mul_AtAv(n, v, u, tmp);
  }
  double vBv = 0, vv = 0;
  for (int i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
  printf("%.9f\n", sqrt(vBv / vv));
  printf("u0=%.17g un=%.17g v0=%.17g\n", u[0], u[n - 1], v[0]);
  float *uf = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) uf[i] = (float)(u[i] * v[i]) + (float)i * 0.5f;
  float fs = 0;
  for (int i = 0; i < n; i++) fs += uf[i];
  printf("fs=%.9g\n", fs);
  return 0;
}
