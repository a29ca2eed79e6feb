#include <stdio.h>
#include <stdlib.h>
#ifndef NQ
#define NQ 20
#endif
#ifndef NR
#define NR 25
#endif
#ifndef NP
#define NP 30
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int nr, int nq, int np, double A[NR][NQ][NP], double C4[NP][NP]) {
  int i, j, k;
  for (i = 0; i < nr; i++)
    for (j = 0; j < nq; j++)
      for (k = 0; k < np; k++)
        A[i][j][k] = (double)((i * j + k) % np) / np;
  for (i = 0; i < np; i++)
    for (j = 0; j < np; j++)
      C4[i][j] = (double)(i * j % np) / np;
}
static void kernel_doitgen(int nr, int nq, int np, double A[NR][NQ][NP], double C4[NP][NP], double sum[NP]) {
  int r, q, p, s;
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      for (p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}
int main(void) {
  double (*A)[NQ][NP] = malloc(sizeof(double[NR][NQ][NP]));
  double *sum = malloc(sizeof(double[NP]));
  double (*C4)[NP] = malloc(sizeof(double[NP][NP]));
  init_array(NR, NQ, NP, A, C4);
  kernel_doitgen(NR, NQ, NP, A, C4, sum);
  printf("doitgen %.17g %.17g %.17g\n", cks(&A[0][0][0], NR * NQ * NP), A[0][0][0], A[NR - 1][NQ - 1][NP - 1]);
  free(A); free(sum); free(C4);
  return 0;
}
