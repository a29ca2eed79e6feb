#include "common.h"
typedef float (*fn)(float);
static float sq(float x){ return x*x; }
static float cube(float x){ return x*x*x; }
static int counter = 0;
__attribute__((noinline)) static float impure(float x){ counter++; return x + (float)counter; }
__attribute__((noinline)) void apply(int n, fn f, const float *a, float *b){ for (int i = 0; i < n; i++) b[i] = f(a[i]); }
__attribute__((noinline)) void vla_work(int n, int m, float out[n][m], const float *a){
  float tmp[m];
  for (int j = 0; j < m; j++) tmp[j] = a[j % (n ? n : 1)] * 2;
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) out[i][j] = tmp[j] + a[i];
}
__attribute__((noinline)) void vla_stack_rows(int n, const float *a, float *res){
  for (int i = 0; i < n; i++) { float t[8]; for (int j = 0; j < 8; j++) t[j] = a[i] * j; float s = 0; for (int j = 0; j < 8; j++) s += t[j] * t[7-j]; res[i] = s; }
}
int main(int argc, char **argv){
  int n = ARGN(100), m = n % 11 + 3;
  float *a = malloc((n+1)*4), *b = malloc((n+1)*4), *c = malloc((n+1)*4), *d = malloc((n+1)*4), *r = malloc((n+1)*4);
  for (int i = 0; i < n; i++) a[i] = lcgf();
  fn fs[2] = { sq, cube };
  apply(n, fs[n & 1], a, b); apply(n, fs[(n+1) & 1], a, c); apply(n, impure, a, d);
  float (*out)[m] = malloc(sizeof(float)*(n*m+1));
  vla_work(n, m, out, a); vla_stack_rows(n, a, r);
  PH("b", b, n*4); PH("c", c, n*4); PH("d", d, n*4); PH("out", out, n*m*4); PH("r", r, n*4);
  printf("counter %d\n", counter);
  return 0;
}
