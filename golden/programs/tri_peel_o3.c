// Triangular updates whose first or last row clang -O3 gives a loop of its own (a row the
// triangle leaves empty): PolyBench's symm (no `k < i` in row 0) and trmm (no `k > i` in the
// last row), sizes from the arguments. Auto mode splits the rows where the branch flips
// (compiler/src/auto/peel_rows.rs): each side one launch, the columns as threads.
// usage: tri_peel_o3 M N (built with -O3: golden/programs/build.sh)
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void symm(int m, int n, double alpha, double beta,
                                           double C[m][n], double A[m][m], double B[m][n]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

__attribute__((noinline)) static void trmm(int m, int n, double alpha, double A[m][m],
                                           double B[m][n]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 40, n = argc > 2 ? atoi(argv[2]) : 50;
  double (*A)[m] = malloc(sizeof(double) * m * m);
  double (*B)[n] = malloc(sizeof(double) * m * n);
  double (*C)[n] = malloc(sizeof(double) * m * n);
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < m; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 23) / 11.0 - 1.0;
    for (int j = 0; j < n; j++) {
      B[i][j] = (double)((i * 5 + j * 11) % 17) / 7.0;
      C[i][j] = (double)((i + j * 13) % 19) / 5.0;
    }
  }
  symm(m, n, 1.5, 1.2, C, A, B);
  trmm(m, n, 0.75, A, B);
  double s = 0, t = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      s += C[i][j] * (1 + (i + j) % 3);
      t += B[i][j] * (1 + (i * j) % 5);
    }
  printf("%d %d %.17g %.17g %.17g %.17g\n", m, n, s, t, C[m - 1][n - 1], B[0][0]);
  return 0;
}
