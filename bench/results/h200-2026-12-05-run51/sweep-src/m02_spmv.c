// m02: bench/programs/spmv.c (the normalisation by max |y| launches).
// ARGS: 1000 3
// ARGS: 777 2
// ARGS: 1 1
// ARGS: 5000 4
// CSR sparse matrix times vector, repeated with normalisation: the row loop's inner trip
// count and x[col[k]] come from memory. Usage: spmv N REPS
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000, reps = argc > 2 ? atoi(argv[2]) : 10;
  int *rp = malloc(sizeof(int) * (n + 1));
  unsigned s = 99; int nnz = 0;
  rp[0] = 0;
  for (int i = 0; i < n; i++) { s = s * 1664525u + 1013904223u; nnz += 1 + (s >> 28); rp[i + 1] = nnz; }
  int *col = malloc(sizeof(int) * nnz); double *val = malloc(sizeof(double) * nnz);
  for (int k = 0; k < nnz; k++) { s = s * 1664525u + 1013904223u; col[k] = (s >> 4) % n; val[k] = ((s >> 12) & 1023) / 1024.0 - 0.5; }
  double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) x[i] = 1.0 + (i % 7) * 0.125;
  for (int r = 0; r < reps; r++) {
    for (int i = 0; i < n; i++) {
      double t = 0;
      for (int k = rp[i]; k < rp[i + 1]; k++) t += val[k] * x[col[k]];
      y[i] = t;
    }
    double m = 0;
    for (int i = 0; i < n; i++) { double a = y[i] < 0 ? -y[i] : y[i]; if (a > m) m = a; }
    for (int i = 0; i < n; i++) x[i] = y[i] / (m + 1e-9);
  }
  double c = 0;
  for (int i = 0; i < n; i++) c += x[i] * (i + 1);
  printf("nnz %d check %.12e\n", nnz, c);
  return 0;
}
