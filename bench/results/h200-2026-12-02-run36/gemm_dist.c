#include <stdio.h>
#include <stdlib.h>
#ifndef NI
#define NI 60
#endif
#ifndef NJ
#define NJ 70
#endif
#ifndef NK
#define NK 80
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int ni, int nj, int nk, double *alpha, double *beta, double C[NI][NJ], double A[NI][NK], double B[NK][NJ]) {
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (double)((i * j + 1) % ni) / ni;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (double)(i * (j + 1) % nk) / nk;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (double)(i * (j + 2) % nj) / nj;
}
static void kernel_gemm(int ni, int nj, int nk, double alpha, double beta, double C[NI][NJ], double A[NI][NK], double B[NK][NJ]) {
  int i, j, k;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] *= beta;
  for (i = 0; i < ni; i++)
    for (k = 0; k < nk; k++) {
      for (j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
int main(void) {
  double alpha, beta;
  double (*C)[NJ] = malloc(sizeof(double[NI][NJ]));
  double (*A)[NK] = malloc(sizeof(double[NI][NK]));
  double (*B)[NJ] = malloc(sizeof(double[NK][NJ]));
  init_array(NI, NJ, NK, &alpha, &beta, C, A, B);
  kernel_gemm(NI, NJ, NK, alpha, beta, C, A, B);
  printf("gemm %.17g %.17g %.17g\n", cks(&C[0][0], NI * NJ), C[0][0], C[NI - 1][NJ - 1]);
  free(C); free(A); free(B);
  return 0;
}
