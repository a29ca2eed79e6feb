#include <stdio.h>
#include <stdlib.h>
#ifndef NI
#define NI 40
#endif
#ifndef NJ
#define NJ 50
#endif
#ifndef NK
#define NK 60
#endif
#ifndef NL
#define NL 70
#endif
#ifndef NM
#define NM 80
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int ni, int nj, int nk, int nl, int nm,
                       double A[NI][NK], double B[NK][NJ], double C[NJ][NM], double D[NM][NL]) {
  int i, j;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (double)((i * j + 1) % ni) / (5 * ni);
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (double)((i * (j + 1) + 2) % nj) / (5 * nj);
  for (i = 0; i < nj; i++)
    for (j = 0; j < nm; j++)
      C[i][j] = (double)(i * (j + 3) % nl) / (5 * nl);
  for (i = 0; i < nm; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (double)((i * (j + 2) + 2) % nk) / (5 * nk);
}
static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                       double E[NI][NJ], double A[NI][NK], double B[NK][NJ], double F[NJ][NL],
                       double C[NJ][NM], double D[NM][NL], double G[NI][NL]) {
  int i, j, k;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      E[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++) {
      F[i][j] = 0.0;
      for (k = 0; k < nm; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      G[i][j] = 0.0;
      for (k = 0; k < nj; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
}
int main(void) {
  double (*E)[NJ] = malloc(sizeof(double[NI][NJ]));
  double (*A)[NK] = malloc(sizeof(double[NI][NK]));
  double (*B)[NJ] = malloc(sizeof(double[NK][NJ]));
  double (*F)[NL] = malloc(sizeof(double[NJ][NL]));
  double (*C)[NM] = malloc(sizeof(double[NJ][NM]));
  double (*D)[NL] = malloc(sizeof(double[NM][NL]));
  double (*G)[NL] = malloc(sizeof(double[NI][NL]));
  init_array(NI, NJ, NK, NL, NM, A, B, C, D);
  kernel_3mm(NI, NJ, NK, NL, NM, E, A, B, F, C, D, G);
  printf("3mm %.17g %.17g %.17g %.17g %.17g\n", cks(&G[0][0], NI * NL), G[0][0], G[NI - 1][NL - 1],
         cks(&E[0][0], NI * NJ), cks(&F[0][0], NJ * NL));
  free(E); free(A); free(B); free(F); free(C); free(D); free(G);
  return 0;
}
