#include <stdio.h>
#include <stdlib.h>
// polybench doitgen: a temp row sum[p] private to each (r,q), then copied back into A[r][q][*]
// ARGS: 3 4 5
// ARGS: 8 6 10
// ARGS: 1 1 1
// ARGS: 12 10 16
static void __attribute__((noinline)) doitgen(int nr, int nq, int np, double *A, const double *C4, double *sum) {
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++) sum[p] += A[(r * nq + q) * np + s] * C4[s * np + p];
      }
      for (int p = 0; p < np; p++) A[(r * nq + q) * np + p] = sum[p];
    }
}
int main(int argc, char **argv) {
  int nr = atoi(argv[1]), nq = atoi(argv[2]), np = atoi(argv[3]);
  double *A = malloc(sizeof(double) * nr * nq * np), *C4 = malloc(sizeof(double) * np * np), *sum = malloc(sizeof(double) * np);
  for (int i = 0; i < nr; i++) for (int j = 0; j < nq; j++) for (int k = 0; k < np; k++) A[(i * nq + j) * np + k] = (double)((i * j + k) % np) / np;
  for (int i = 0; i < np; i++) for (int j = 0; j < np; j++) C4[i * np + j] = (double)(i * j % np) / np;
  doitgen(nr, nq, np, A, C4, sum);
  double cs = 0; for (int i = 0; i < nr * nq * np; i++) cs += A[i] * (1 + i % 7);
  printf("%.17g %.17g %.17g\n", cs, A[0], A[nr * nq * np - 1]);
  return 0;
}
