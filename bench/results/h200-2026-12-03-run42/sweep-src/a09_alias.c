// ARGS: 1000 1
// ARGS: 257 -3
// Loops writing through two pointers that may alias; called with disjoint and deliberately
// overlapping pointers (offset from argv; 0 means the same pointer).
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void two(int n, float *x, float *y, float a) {
  for (int i = 0; i < n; i++) { x[i] = x[i] * a + y[i]; y[i] = y[i] - 0.5f * x[i]; }
}
__attribute__((noinline)) static void rows(int n, int m, int *dst, const int *src) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) dst[i * m + j] = src[i * m + j] + 2 * src[i * m + (j + 1) % m];
}
__attribute__((noinline)) static void scatter2(int n, int *p, int *q) {
  for (int i = 0; i < n; i++) { p[2 * i] = i; q[i] += p[i] + 1; }
}
static double sumf(const float *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * (double)(i % 9 + 1); return s; }
static long long sumi(const int *a, int n) { long long s = 0; for (int i = 0; i < n; i++) s += (long long)a[i] * (i % 9 + 1); return s; }

int main(int argc, char **argv) {
  int n = atoi(argv[1]), off = atoi(argv[2]);
  int pad = 64, tot = 3 * n + 2 * pad;
  float *fb = malloc(sizeof(float) * tot);
  int *ib = malloc(sizeof(int) * tot);
  for (int k = 0; k < 3; k++) {
    for (int i = 0; i < tot; i++) { fb[i] = (float)(i % 53) * 0.25f - 3.0f; ib[i] = (i * 17) % 97 - 40; }
    float *x = fb + pad, *y;
    int *d, *s = ib + pad;
    if (k == 0) { y = fb + pad + n + 8; d = ib + pad + n + 8; }       /* disjoint */
    else if (k == 1) { y = x + off; d = s + off; }                    /* overlapping by off */
    else { y = x; d = s; }                                            /* identical */
    two(n, x, y, 1.5f);
    int m = 7, r = n / 7;
    rows(r, m, d, s);
    scatter2(n / 2, s, d);
    /* inline version in main, same aliasing */
    for (int i = 1; i < n; i++) { y[i] += x[i - 1]; x[i] = y[i] * 0.25f; }
    printf("k=%d f=%.17g i=%lld x0=%.9g y1=%.9g d3=%d\n", k, sumf(fb, tot), sumi(ib, tot), x[0], y[1], d[3]);
  }
  /* memmove-style shifts through overlapping ranges */
  int *a = malloc(sizeof(int) * (n + 10));
  for (int i = 0; i < n + 10; i++) a[i] = i * i % 1000;
  for (int i = n + 9; i >= 5; i--) a[i] = a[i - 5] + 1;
  for (int i = 0; i < n; i++) a[i] = a[i + 3] - a[i];
  printf("shift %lld\n", sumi(a, n + 10));
  free(fb); free(ib); free(a);
  return 0;
}
