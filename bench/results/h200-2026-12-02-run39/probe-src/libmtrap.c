#include "common.h"
// one op over n copies of a value from argv: which libm call traps in the kernel?
__attribute__((noinline)) void fs(int n, const float *x, float *y){ for (int i = 0; i < n; i++) y[i] = sinf(x[i]); }
__attribute__((noinline)) void fe(int n, const float *x, float *y){ for (int i = 0; i < n; i++) y[i] = expf(x[i]); }
__attribute__((noinline)) void fp(int n, const float *x, float *y){ for (int i = 0; i < n; i++) y[i] = powf(fabsf(x[i]) + 0.5f, 1.7f); }
__attribute__((noinline)) void dc(int n, const double *x, double *y){ for (int i = 0; i < n; i++) y[i] = cos(x[i]); }
__attribute__((noinline)) void dl(int n, const double *x, double *y){ for (int i = 0; i < n; i++) y[i] = log1p(x[i]*x[i]); }
__attribute__((noinline)) void da(int n, const double *x, double *y){ for (int i = 0; i < n; i++) y[i] = atan2(x[i], 0.3); }
int main(int argc, char **argv){
  int n = ARGN(4); double v = argc > 2 ? atof(argv[2]) : 1e30;
  float *x = malloc((n+1)*4), *y = malloc((n+1)*4); double *dx = malloc((n+1)*8), *dy = malloc((n+1)*8);
  for (int i = 0; i < n; i++) { x[i] = (float)v; dx[i] = v; }
  fs(n, x, y); PH("sinf", y, n*4); fe(n, x, y); PH("expf", y, n*4); fp(n, x, y); PH("powf", y, n*4);
  dc(n, dx, dy); PH("cos", dy, n*8); dl(n, dx, dy); PH("log1p", dy, n*8); da(n, dx, dy); PH("atan2", dy, n*8);
  return 0;
}
