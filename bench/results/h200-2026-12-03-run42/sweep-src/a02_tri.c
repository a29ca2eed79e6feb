// ARGS:
// ARGS: 377
// Triangular loops (j<=i), loops from 1 with an odd constant trip count, forward substitution.
#include <stdio.h>
#include <stdlib.h>

#define N 1001
static double L[N][N];
static double x[N], b[N], y[N], z[N];
static int cnt[N];
static long long tri[N];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : N;
  if (n > N) n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      L[i][j] = (i == j) ? 2.0 + (i % 3) : (double)((i * 3 + j * 7) % 11 - 5) / (double)(n + i);
  for (int i = 0; i < n; i++) b[i] = 1.0 + (double)(i % 17) * 0.25;
  /* forward substitution: L x = b */
  for (int i = 0; i < n; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++) s -= L[i][j] * x[j];
    x[i] = s / L[i][i];
  }
  /* y = L x  (should give b back approximately) */
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j <= i; j++) s += L[i][j] * x[j];
    y[i] = s;
  }
  /* upper part as transpose: z = L^T x, j >= i */
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = i; j < n; j++) s += L[j][i] * x[j];
    z[i] = s;
  }
  /* symmetric fill of the upper triangle */
  for (int i = 1; i < n; i++)
    for (int j = 0; j < i; j++) L[j][i] = L[i][j] * 0.5;
  /* loops that start at 1 with constant odd trip count */
  for (int j = 1; j < N; j++) cnt[j] = 0;
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j += 2) cnt[i] += (i * j) % 7 == 3;
  for (int i = 1; i < N; i++) {
    long long s = 0;
    for (int j = 1; j <= i; j++) s += (long long)j * (i - j + 1);
    tri[i] = s;
  }
  double sx = 0, sy = 0, sz = 0, su = 0, err = 0;
  for (int i = 0; i < n; i++) { sx += x[i]; sy += y[i]; sz += z[i] * (i + 1); double d = y[i] - b[i]; err += d * d; }
  for (int i = 0; i < n; i++) for (int j = i; j < n; j++) su += L[i][j];
  long long sc = 0, st = 0;
  for (int i = 1; i < N; i++) { sc += cnt[i] * (long long)i; st ^= tri[i] + i; }
  printf("n=%d\nsx=%.17g\nsy=%.17g\nsz=%.17g\nsu=%.17g\nerr=%.6e\n", n, sx, sy, sz, su, err);
  printf("cnt=%lld tri=%lld tri[1000]=%lld x[n-1]=%.17g\n", sc, st, tri[N - 1], x[n - 1]);
  return 0;
}
