#include "common.h"
__attribute__((noinline)) void trisolve(int n, const int *L, const int *b, int *x){ for (int i = 0; i < n; i++) { int s = b[i]; for (int j = 0; j < i; j++) s -= L[i*n+j]*x[j]; x[i] = s / 3 + (s & 7); } }
__attribute__((noinline)) void gauss(int n, double *a){ for (int k = 0; k < n; k++) for (int i = k+1; i < n; i++) for (int j = k+1; j < n; j++) a[i*n+j] -= a[i*n+k]*a[k*n+j]/a[k*n+k]; }
__attribute__((noinline)) void gauss_full(int n, double *a){ for (int k = 0; k < n; k++) for (int i = k+1; i < n; i++) { double f = a[i*n+k]/a[k*n+k]; for (int j = k; j < n; j++) a[i*n+j] -= f*a[k*n+j]; } }
__attribute__((noinline)) void floyd(int n, int *d){ for (int k = 0; k < n; k++) for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int t = d[i*n+k] + d[k*n+j]; if (t < d[i*n+j]) d[i*n+j] = t; } }
__attribute__((noinline)) void oddeven(int n, int *a){ for (int p = 0; p < n; p++) for (int i = p & 1; i + 1 < n; i += 2) if (a[i] > a[i+1]) { int t = a[i]; a[i] = a[i+1]; a[i+1] = t; } }
__attribute__((noinline)) void lcgfill(int n, uint32_t seed, uint32_t *o){ uint32_t s = seed; for (int i = 0; i < n; i++) { s = s*1103515245u + 12345u; o[i] = s >> 16; } }
int main(int argc, char **argv){
  int n = ARGN(24);
  int *L = malloc((n*n+1)*4), *b = malloc((n+1)*4), *x = malloc((n+1)*4), *d = malloc((n*n+1)*4), *s = malloc((n+1)*4); uint32_t *o = malloc((n+1)*4);
  double *a = malloc((n*n+1)*8), *a2 = malloc((n*n+1)*8);
  for (int i = 0; i < n*n; i++) { L[i] = lcg() % 5 - 2; d[i] = lcg() % 100 + 1; a[i] = lcgf(); }
  for (int i = 0; i < n; i++) { b[i] = lcg() % 1000; a[i*n+i] += n; d[i*n+i] = 0; s[i] = lcg() % 500; }
  memcpy(a2, a, n*n*8);
  trisolve(n, L, b, x); gauss(n, a); gauss_full(n, a2); floyd(n, d); oddeven(n, s); lcgfill(n, 7, o);
  PH("x", x, n*4); PH("a", a, n*n*8); PH("a2", a2, n*n*8); PH("d", d, n*n*4); PH("s", s, n*4); PH("o", o, n*4);
  if (n) printf("%d %.17g %.17g %d %d\n", x[n-1], a[n*n-1], a2[n*n-1], d[n-1], s[n-1]);
  return 0;
}
