#include <stdio.h>
#include <stdlib.h>
#ifndef TSTEPS
#define TSTEPS 40
#endif
#ifndef N
#define N 120
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double A[N], double B[N]) {
  int i;
  for (i = 0; i < n; i++) {
    A[i] = ((double)i + 2) / n;
    B[i] = ((double)i + 3) / n;
  }
}
static void kernel_jacobi_1d(int tsteps, int n, double A[N], double B[N]) {
  int t, i;
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}
int main(void) {
  double *A = malloc(sizeof(double[N]));
  double *B = malloc(sizeof(double[N]));
  init_array(N, A, B);
  kernel_jacobi_1d(TSTEPS, N, A, B);
  printf("jacobi-1d %.17g %.17g %.17g\n", cks(A, N), A[1], A[N - 2]);
  free(A); free(B);
  return 0;
}
