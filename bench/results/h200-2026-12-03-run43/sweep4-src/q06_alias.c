// ARGS: 64 1
// ARGS: 97 0
// ARGS: 31 15
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) static void addto(int *p, int *q, int n) {
  for (int i = 0; i < n; i++) q[i] = p[i] + q[i] + 1;
}
__attribute__((noinline)) static void scale(float *p, float *q, int n, float s) {
  for (int i = 0; i < n; i++) p[i] = q[i] * s;
}
__attribute__((noinline)) static void mix2d(double *p, double *q, int n, int m) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) p[i * m + j] = q[i * m + j] + 0.5 * j;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64;
  int d = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 0) n = 0;
  if (d < 0) d = 0;
  int tot = 2 * n + d + 4;
  int *a = malloc(tot * sizeof(int));
  float *f = malloc(tot * sizeof(float));
  double *g = malloc((n * 4 + d + 8) * sizeof(double));
  for (int i = 0; i < tot; i++) { a[i] = i * 3 % 17; f[i] = (i % 7) * 1.5f; }
  for (int i = 0; i < n * 4 + d + 8; i++) g[i] = i % 11;
  addto(a, a + d, n);
  addto(a + d, a, n);
  addto(a, a + n / 2, n);
  addto(a, a + n, n);
  scale(f + d, f, n, 2.0f);
  scale(f, f + d, n, 0.5f);
  int m = 4;
  mix2d(g + d, g, n, m);
  mix2d(g, g + d, n, m);
  long long cs = 0; double fs = 0;
  for (int i = 0; i < tot; i++) { cs = cs * 11 + a[i]; fs += f[i] * (i + 1); }
  for (int i = 0; i < n * 4 + d + 8; i++) fs += g[i] * (i % 3);
  printf("%lld %.4f\n", cs, fs);
  return 0;
}
