#include <stdio.h>
#include <stdlib.h>
#ifndef NI
#define NI 40
#endif
#ifndef NJ
#define NJ 50
#endif
#ifndef NK
#define NK 70
#endif
#ifndef NL
#define NL 80
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int ni, int nj, int nk, int nl, double *alpha, double *beta,
                       double A[NI][NK], double B[NK][NJ], double C[NJ][NL], double D[NI][NL]) {
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (double)((i * j + 1) % ni) / ni;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (double)(i * (j + 1) % nj) / nj;
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      C[i][j] = (double)((i * (j + 3) + 1) % nl) / nl;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (double)(i * (j + 2) % nk) / nk;
}
static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha, double beta,
                       double tmp[NI][NJ], double A[NI][NK], double B[NK][NJ], double C[NJ][NL], double D[NI][NL]) {
  int i, j, k;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      D[i][j] *= beta;
      for (k = 0; k < nj; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
}
int main(void) {
  double alpha, beta;
  double (*tmp)[NJ] = malloc(sizeof(double[NI][NJ]));
  double (*A)[NK] = malloc(sizeof(double[NI][NK]));
  double (*B)[NJ] = malloc(sizeof(double[NK][NJ]));
  double (*C)[NL] = malloc(sizeof(double[NJ][NL]));
  double (*D)[NL] = malloc(sizeof(double[NI][NL]));
  init_array(NI, NJ, NK, NL, &alpha, &beta, A, B, C, D);
  kernel_2mm(NI, NJ, NK, NL, alpha, beta, tmp, A, B, C, D);
  printf("2mm %.17g %.17g %.17g %.17g\n", cks(&D[0][0], NI * NL), D[0][0], D[NI - 1][NL - 1], cks(&tmp[0][0], NI * NJ));
  free(tmp); free(A); free(B); free(C); free(D);
  return 0;
}
