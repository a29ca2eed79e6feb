#include <stdio.h>
#include <string.h>
static volatile unsigned seed_v = 12345u;
static unsigned rs;
static unsigned rnd(void) { rs = rs * 1103515245u + 12345u; return rs >> 8; }
static unsigned long long hsh(const void *p, unsigned long n) {
  const unsigned char *c = (const unsigned char *)p;
  unsigned long long h = 1469598103934665603ull;
  for (unsigned long i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ull; }
  return h;
}
#define PR(name, obj) printf("%-10s %016llx\n", name, hsh(&(obj), sizeof(obj)))
/* p07: triangular in-place updates on static arrays (LU, Cholesky, syrk, trmm, trisolv) */
#define N 40
#define M 33
static double A[N][N], L[N][N], C[N][N], B[N][M], X[N], Y[N], TR[N][N];

static void lu(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++) A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < N; j++)
      for (int k = 0; k < i; k++) A[i][j] -= A[i][k] * A[k][j];
  }
}
static void cholesky(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++) L[i][j] -= L[i][k] * L[j][k];
      L[i][j] /= L[j][j];
    }
    for (int k = 0; k < i; k++) L[i][i] -= L[i][k] * L[i][k];
    L[i][i] = L[i][i] > 0 ? __builtin_sqrt(L[i][i]) : 1.0;
  }
}
static void syrk(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j <= i; j++) C[i][j] *= 1.5;
    for (int k = 0; k < N; k++)
      for (int j = 0; j <= i; j++) C[i][j] += 0.5 * C[i][k] * C[j][k];  /* in place: reads rows <= i */
  }
}
static void trmm(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      for (int k = i + 1; k < N; k++) B[i][j] += TR[k][i] * B[k][j];
      B[i][j] = 1.25 * B[i][j];
    }
}
static void trisolv(void) {
  for (int i = 0; i < N; i++) {
    X[i] = Y[i];
    for (int j = 0; j < i; j++) X[i] -= TR[i][j] * X[j];
    X[i] = X[i] / TR[i][i];
  }
}
static void tri_inplace(void) {   /* in-place lower triangle update reading the upper one (disjoint) and the diagonal */
  for (int i = 1; i < N; i++)
    for (int j = 0; j < i; j++) TR[i][j] = TR[i][j] * 0.5 + TR[j][i] * TR[j][j];
}
static void tri_dep(void) {       /* row i reads row i-1's lower part: carried */
  for (int i = 1; i < N; i++)
    for (int j = 0; j < i; j++) TR[i][j] += TR[i - 1][j] * 0.25;
}

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double v = (rnd() % 1000) / 1000.0;
      A[i][j] = v + (i == j ? N : 0);
      L[i][j] = (rnd() % 1000) / 1000.0 + (i == j ? 2.0 * N : 0);
      C[i][j] = (rnd() % 1000) / 1000.0;
      TR[i][j] = (rnd() % 1000) / 1000.0 + (i == j ? 1.0 : 0);
    }
  for (int i = 0; i < N; i++) { X[i] = 0; Y[i] = (rnd() % 1000) / 10.0; for (int j = 0; j < M; j++) B[i][j] = (rnd() % 1000) / 100.0; }
  lu(); cholesky(); syrk(); trmm(); trisolv(); tri_inplace(); tri_dep();
  PR("A", A); PR("L", L); PR("C", C); PR("B", B); PR("X", X); PR("TR", TR);
  printf("A %.17g L %.17g C %.17g B %.17g X %.17g\n", A[N-1][N-1], L[N-1][N-2], C[N-1][0], B[0][M-1], X[N-1]);
  return 0;
}
