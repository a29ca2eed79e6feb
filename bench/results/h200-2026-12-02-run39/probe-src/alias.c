#include "common.h"
__attribute__((noinline)) void addone(int *dst, const int *src, int n){ for (int i = 0; i < n; i++) dst[i] = src[i] + 1; }
__attribute__((noinline)) void axpy(float *y, const float *x, float a, int n){ for (int i = 0; i < n; i++) y[i] = y[i] + a*x[i]; }
__attribute__((noinline)) void shiftk(int *a, int n, int k){ for (int i = 0; i < n; i++) a[i+k] = a[i] * 2 + 1; }
__attribute__((noinline)) void strided(int *a, int n, int s){ for (int i = 0; i < n; i++) a[i*s] = a[i*s] + i; }
__attribute__((noinline)) void strided_set(int *a, int n, int s){ for (int i = 0; i < n; i++) a[i*s] = i; }
int main(int argc, char **argv){
  int n = ARGN(100);
  int *a = malloc((3*n+8)*4); float *f = malloc((2*n+8)*4);
  for (int i = 0; i < 3*n+8; i++) a[i] = lcg() % 100;
  for (int i = 0; i < 2*n+8; i++) f[i] = lcgf();
  addone(a+1, a, n);          // dst = src+1: recurrence
  PH("a1", a, (3*n+8)*4);
  addone(a, a+1, n);          // dst = src-1: anti-dependence
  PH("a2", a, (3*n+8)*4);
  axpy(f+2, f, 0.5f, n);      // y = x+2
  PH("f", f, (2*n+8)*4);
  int k = n % 5;              // runtime offset, 0 when n%5==0
  shiftk(a, n, k); PH("a3", a, (3*n+8)*4);
  int s = (n % 3 == 0) ? 0 : (n % 3); // runtime stride, 0 -> all the same cell
  strided(a, n, s); PH("a4", a, (3*n+8)*4);
  strided_set(a, n, s); PH("a5", a, (3*n+8)*4);
  printf("%d %d %.9g k=%d s=%d\n", a[0], a[n], f[n], k, s);
  return 0;
}
