// ARGS: 129
// ARGS: 200
// Dense LU without pivoting (Doolittle, in place) on a diagonally dominant matrix, then solve.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static int N;
static double *A, *b, *x, *y;

static void init(void) {
  for (int i = 0; i < N; i++) {
    double rs = 0;
    for (int j = 0; j < N; j++) {
      double v = (double)((i * 31 + j * 17) % 23) / 23.0 - 0.5;
      A[i * N + j] = v;
      rs += fabs(v);
    }
    A[i * N + i] = rs + 1.0;
    b[i] = (double)(i % 11) - 5.0;
  }
}

static void lu(void) {
  for (int k = 0; k < N; k++) {
    for (int i = k + 1; i < N; i++) A[i * N + k] /= A[k * N + k];
    for (int i = k + 1; i < N; i++)
      for (int j = k + 1; j < N; j++) A[i * N + j] -= A[i * N + k] * A[k * N + j];
  }
}

static void solve(void) {
  for (int i = 0; i < N; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++) s -= A[i * N + j] * y[j];
    y[i] = s;
  }
  for (int i = N - 1; i >= 0; i--) {
    double s = y[i];
    for (int j = i + 1; j < N; j++) s -= A[i * N + j] * x[j];
    x[i] = s / A[i * N + i];
  }
}

int main(int argc, char **argv) {
  N = atoi(argv[1]);
  A = malloc(sizeof(double) * N * N);
  b = malloc(sizeof(double) * N);
  x = malloc(sizeof(double) * N);
  y = malloc(sizeof(double) * N);
  init();
  lu();
  solve();
  double sl = 0, su = 0, sx = 0, sy = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      if (j < i) sl += A[i * N + j] * (1 + (i + j) % 5);
      else su += A[i * N + j] * (1 + (i * j) % 3);
    }
  for (int i = 0; i < N; i++) { sx += x[i] * (i + 1); sy += y[i]; }
  /* residual against a freshly generated A */
  double *A2 = A; A = malloc(sizeof(double) * N * N); init();
  double res = 0;
  for (int i = 0; i < N; i++) {
    double s = -b[i];
    for (int j = 0; j < N; j++) s += A[i * N + j] * x[j];
    res += s * s;
  }
  printf("N=%d L %.17g U %.17g\n", N, sl, su);
  printf("x %.17g y %.17g res %.17g x0 %.17g\n", sx, sy, sqrt(res) * 1e6, x[0]);
  free(A); free(A2); free(b); free(x); free(y);
  return 0;
}
