#include "common.h"
// in-place Gauss-Seidel vs Jacobi with pointer swap; red-black GS (parallel within colour)
__attribute__((noinline)) void gs(int n, double *u, const double *f){
  for (int i = 1; i < n-1; i++) for (int j = 1; j < n-1; j++)
    u[i*n+j] = 0.25*(u[(i-1)*n+j] + u[(i+1)*n+j] + u[i*n+j-1] + u[i*n+j+1] - f[i*n+j]);
}
__attribute__((noinline)) void gs1d(int n, float *u){ for (int i = 1; i < n-1; i++) u[i] = 0.5f*(u[i-1] + u[i+1]); }
__attribute__((noinline)) void jac(int n, const double *u, double *v, const double *f){
  for (int i = 1; i < n-1; i++) for (int j = 1; j < n-1; j++)
    v[i*n+j] = 0.25*(u[(i-1)*n+j] + u[(i+1)*n+j] + u[i*n+j-1] + u[i*n+j+1] - f[i*n+j]);
}
__attribute__((noinline)) void redblack(int n, double *u, const double *f, int col){
  for (int i = 1; i < n-1; i++) for (int j = 1 + ((i + col) & 1); j < n-1; j += 2)
    u[i*n+j] = 0.25*(u[(i-1)*n+j] + u[(i+1)*n+j] + u[i*n+j-1] + u[i*n+j+1] - f[i*n+j]);
}
int main(int argc, char **argv){
  int n = ARGN(24); size_t N = (size_t)n*n + 1;
  double *u = malloc(N*8), *v = malloc(N*8), *w = malloc(N*8), *f = malloc(N*8), *r = malloc(N*8); float *u1 = malloc((n+1)*4);
  for (size_t i = 0; i < N; i++) { u[i] = lcgf(); f[i] = lcgf()*0.1; }
  memcpy(v, u, N*8); memcpy(w, u, N*8); memcpy(r, u, N*8);
  for (int i = 0; i < n; i++) u1[i] = lcgf();
  for (int t = 0; t < 3; t++) gs(n, u, f);
  for (int t = 0; t < 4; t++) { jac(n, v, w, f); double *tmp = v; v = w; w = tmp; }
  for (int t = 0; t < 3; t++) { redblack(n, r, f, 0); redblack(n, r, f, 1); }
  gs1d(n, u1);
  PH("gs", u, (N-1)*8); PH("jac", v, (N-1)*8); PH("rb", r, (N-1)*8); PH("gs1d", u1, n*4);
  if (n > 2) printf("%.17g %.17g %.17g %.9g\n", u[n+1], v[n+1], r[n+1], u1[1]);
  return 0;
}
