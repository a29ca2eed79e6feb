#include "common.h"
__attribute__((noinline)) void scan_inc(int n, int *a){ for (int i = 1; i < n; i++) a[i] += a[i-1]; }
__attribute__((noinline)) void scan_exc(int n, const int *a, int *b){ int s = 0; for (int i = 0; i < n; i++) { b[i] = s; s += a[i]; } }
__attribute__((noinline)) void rec(int n, float *y, const float *b, float c){ for (int i = 1; i < n; i++) y[i] = y[i-1]*c + b[i]; }
__attribute__((noinline)) void scan2d(int n, int m, int *a){ // rows independent, columns carried
  for (int i = 0; i < n; i++) for (int j = 1; j < m; j++) a[i*m+j] += a[i*m+j-1]; }
__attribute__((noinline)) void scan2d_col(int n, int m, int *a){ // columns independent, rows carried
  for (int i = 1; i < n; i++) for (int j = 0; j < m; j++) a[i*m+j] += a[(i-1)*m+j]; }
int main(int argc, char **argv){
  int n = ARGN(100), m = n/3 + 2;
  int *a = malloc((n+1)*4), *b = malloc((n+1)*4), *c = malloc((n*m+1)*4); float *y = malloc((n+1)*4), *bb = malloc((n+1)*4);
  for (int i = 0; i < n; i++) { a[i] = lcg() % 100 - 50; y[i] = lcgf(); bb[i] = lcgf(); }
  for (int i = 0; i < n*m; i++) c[i] = lcg() % 10;
  scan_exc(n, a, b); scan_inc(n, a); rec(n, y, bb, 0.75f); scan2d(n, m, c); scan2d_col(n, m, c);
  PH("a", a, n*4); PH("b", b, n*4); PH("y", y, n*4); PH("c", c, n*m*4);
  if (n) printf("last %d %d %.9g %d\n", a[n-1], b[n-1], y[n-1], c[n*m-1]);
  return 0;
}
