#include "common.h"
__attribute__((noinline)) void f1(int n, const float *x, float *y){ for (int i = 0; i < n; i++) y[i] = expf(x[i]) * sinf(x[i]*3.0f) + powf(fabsf(x[i]) + 0.5f, 1.7f); }
__attribute__((noinline)) void f2(int n, const double *x, double *y){ for (int i = 0; i < n; i++) y[i] = sqrt(fabs(x[i])) + log1p(x[i]*x[i]) - atan2(x[i], 0.3) + cos(x[i]); }
__attribute__((noinline)) void f3(int n, const float *x, float *y){ for (int i = 0; i < n; i++) y[i] = sqrtf(x[i]) + floorf(x[i]*10.0f) + fminf(x[i], 0.1f) + copysignf(1.0f, x[i]) + rintf(x[i]*7.5f); }
__attribute__((noinline)) void f4(int n, const double *x, double *y){ for (int i = 0; i < n; i++) y[i] = tanh(x[i]*4) + exp2(x[i]) + fmod(x[i]*100, 7.0) + trunc(x[i]*33) + nearbyint(x[i]*9.5); }
int main(int argc, char **argv){
  int n = ARGN(100);
  float *x = malloc((n+1)*4), *y = malloc((n+1)*4), *z = malloc((n+1)*4); double *dx = malloc((n+1)*8), *dy = malloc((n+1)*8), *dz = malloc((n+1)*8);
  for (int i = 0; i < n; i++) { x[i] = lcgf()*8; dx[i] = lcgf()*8; }
  if (n > 4) { x[1] = -0.0f; x[2] = -1.0f; x[3] = 1e30f; dx[1] = -0.0; dx[2] = 1e300; dx[3] = -1e-310; }
  f1(n, x, y); f2(n, dx, dy); f3(n, x, z); f4(n, dx, dz);
  PH("y", y, n*4); PH("dy", dy, n*8); PH("z", z, n*4); PH("dz", dz, n*8);
  if (n) printf("%.9g %.17g %.9g %.17g\n", y[n-1], dy[n-1], z[n-1], dz[n-1]);
  return 0;
}
