#include "common.h"
__attribute__((noinline)) float fsum(int n, const float *a){ float s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) double ddot(int n, const double *a, const double *b){ double s = 0; for (int i = 0; i < n; i++) s += a[i]*b[i]; return s; }
__attribute__((noinline)) float kahan(int n, const float *a){ float s = 0, c = 0; for (int i = 0; i < n; i++) { float y = a[i] - c; float t = s + y; c = (t - s) - y; s = t; } return s; }
__attribute__((noinline)) void rowsum(int n, int m, const float *a, float *r){ for (int i = 0; i < n; i++) { float s = 0; for (int j = 0; j < m; j++) s += a[i*m+j]; r[i] = s; } }
__attribute__((noinline)) void colsum(int n, int m, const float *a, float *r){ for (int j = 0; j < m; j++) r[j] = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) r[j] += a[i*m+j]; }
__attribute__((noinline)) float fprod(int n, const float *a){ float p = 1; for (int i = 0; i < n; i++) p *= (1.0f + a[i]*0.01f); return p; }
int main(int argc, char **argv){
  int n = ARGN(200), m = 13;
  float *a = malloc((n*m+1)*4), *r = malloc((n+1)*4), *cs = malloc(m*4); double *x = malloc((n+1)*8), *y = malloc((n+1)*8);
  for (int i = 0; i < n*m; i++) a[i] = lcgf() * (i % 7 == 0 ? 1e6f : 1.0f);
  for (int i = 0; i < n; i++) { x[i] = lcgf()*1e8; y[i] = lcgf(); }
  printf("fsum %.9g ddot %.17g kahan %.9g fprod %.9g\n", fsum(n*m, a), ddot(n, x, y), kahan(n*m, a), fprod(n*m, a));
  rowsum(n, m, a, r); colsum(n, m, a, cs); PH("r", r, n*4); PH("cs", cs, m*4);
  return 0;
}
