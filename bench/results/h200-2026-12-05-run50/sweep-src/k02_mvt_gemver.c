// k02: mvt's two products in one nest (x1 wants the rows, x2 the columns), gemver's rank-2
// update beside its column product, and bicg with q placed by an argument (on s: the parts
// meet and the loop runs on the CPU).
// ARGS: 40 30 -1
// ARGS: 40 30 0
// ARGS: 40 30 3
// ARGS: 1 1 -1
// ARGS: 9 17 -1
// ARGS: 17 9 5
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *v, int n) { double s = 0; for (int i = 0; i < n; i++) s += v[i] * (1 + i % 7); return s; }
__attribute__((noinline)) void mvt(int n, int m, const double *a, double *x1, double *x2, const double *y1, const double *y2) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      x1[i] = x1[i] + a[i * m + j] * y1[j];
      x2[j] = x2[j] + a[i * m + j] * y2[i];
    }
}
__attribute__((noinline)) void gemver(int n, double *a, const double *u1, const double *v1, double *x, const double *y) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a[i * n + j] = a[i * n + j] + u1[i] * v1[j];
      x[j] = x[j] + 0.5 * a[i * n + j] * y[i];
    }
}
__attribute__((noinline)) void bicg(int m, int n, const double *a, double *s, double *q, const double *p, const double *r) {
  for (int j = 0; j < m; j++) s[j] = 0.0;
  for (int i = 0; i < n; i++) {
    q[i] = 0.0;
    for (int j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * a[i * m + j];
      q[i] = q[i] + a[i * m + j] * p[j];
    }
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), shift = atoi(argv[3]);
  int big = (n > m ? n : m) + 8;
  double *a = malloc(sizeof(double) * big * big), *v = malloc(sizeof(double) * 8 * big);
  for (int i = 0; i < big * big; i++) a[i] = (double)((i * 7) % 13) / 13.0 - 0.25;
  for (int i = 0; i < 8 * big; i++) v[i] = 1.0 + (i * 5) % 9;
  double *x1 = v, *x2 = v + big, *y1 = v + 2 * big, *y2 = v + 3 * big;
  mvt(n, m, a, x1, x2, y1, y2);
  printf("mvt %.17g %.17g\n", cks(x1, n), cks(x2, m));
  gemver(n, a, y1, y2, x2, x1);
  printf("gemver %.17g %.17g\n", cks(a, n * n), cks(x2, n));
  double *s = v + 4 * big, *q = shift < 0 ? v + 5 * big : s + shift;
  bicg(m, n, a, s, q, y1, y2);
  printf("bicg %.17g %.17g\n", cks(s, m), cks(q, n));
  return 0;
}
