#include "common.h"
// CSR sparse matrix-vector; row lengths vary 0..7, inner bound read from memory
__attribute__((noinline)) void spmv(int n, const int *rp, const int *ci, const double *v, const double *x, double *y){
  for (int i = 0; i < n; i++) { double s = 0; for (int k = rp[i]; k < rp[i+1]; k++) s += v[k]*x[ci[k]]; y[i] = s; }
}
__attribute__((noinline)) void spmv_acc(int n, const int *rp, const int *ci, const float *v, const float *x, float *y){
  for (int i = 0; i < n; i++) for (int k = rp[i]; k < rp[i+1]; k++) y[i] += v[k]*x[ci[k]];
}
// transposed product: scatter into y[ci[k]] -> conflicts between rows
__attribute__((noinline)) void spmvT(int n, const int *rp, const int *ci, const double *v, const double *x, double *y){
  for (int i = 0; i < n; i++) for (int k = rp[i]; k < rp[i+1]; k++) y[ci[k]] += v[k]*x[i];
}
int main(int argc, char **argv){
  int n = ARGN(100);
  int *rp = malloc((n+1)*sizeof(int)); rp[0] = 0;
  for (int i = 0; i < n; i++) rp[i+1] = rp[i] + (int)(lcg() % 8);
  int nnz = rp[n];
  int *ci = malloc((nnz+1)*sizeof(int)); double *v = malloc((nnz+1)*sizeof(double)); float *vf = malloc((nnz+1)*sizeof(float));
  for (int k = 0; k < nnz; k++) { ci[k] = n ? (int)(lcg() % n) : 0; v[k] = lcgf(); vf[k] = lcgf(); }
  double *x = malloc((n+1)*8), *y = malloc((n+1)*8), *yt = calloc(n+1, 8); float *xf = malloc((n+1)*4), *yf = malloc((n+1)*4);
  for (int i = 0; i < n; i++) { x[i] = lcgf(); xf[i] = lcgf(); yf[i] = (float)i; }
  spmv(n, rp, ci, v, x, y);
  spmv_acc(n, rp, ci, vf, xf, yf);
  spmvT(n, rp, ci, v, x, yt);
  printf("nnz %d\n", nnz);
  PH("y", y, n*8); PH("yf", yf, n*4); PH("yt", yt, n*8);
  if (n) printf("y0 %.17g yl %.17g yt0 %.17g\n", y[0], y[n-1], yt[0]);
  return 0;
}
