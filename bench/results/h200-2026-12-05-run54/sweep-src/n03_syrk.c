// n03: PolyBench's syrk and syr2k (C = beta*C + alpha*A*A^T on the lower triangle, in i, k, j
// order) at sizes from the arguments: clang unrolls the triangular j loop by two, and the
// remainder column is the row's own code beside the row's threads. Split by statement, the
// product is a 2-D grid (rows by column pairs) whose launch tests each row's hulls.
// ARGS: 120 100
// ARGS: 37 29
// ARGS: 2 3
// ARGS: 1 1
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 120;
  int m = argc > 2 ? atoi(argv[2]) : 100;
  double (*A)[m] = malloc(sizeof(double) * n * m);
  double (*B)[m] = malloc(sizeof(double) * n * m);
  double (*C)[n] = malloc(sizeof(double) * n * n);
  double (*D)[n] = malloc(sizeof(double) * n * n);
  double alpha = 1.5, beta = 1.2;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * j + 2) % m) / m;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = (double)((i * j + 3) % n) / m;
      D[i][j] = C[i][j];
    }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++) C[i][j] += alpha * A[i][k] * A[j][k];
  }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) D[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++) D[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
  double s = 0, t = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) { s += C[i][j] * (1 + (i + j) % 3); t += D[i][j] * (1 + (i * j) % 5); }
  printf("%.12g %.12g %.17g %.17g\n", s, t, C[n - 1][0], D[n / 2][n / 3]);
  return 0;
}
