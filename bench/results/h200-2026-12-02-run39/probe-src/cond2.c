#include "common.h"
__attribute__((noinline)) void split(int n, const float *a, float *pos, float *neg){ for (int i = 0; i < n; i++) { if (a[i] >= 0) pos[i] = a[i]; else neg[i] = -a[i]; } }
__attribute__((noinline)) int compact(int n, const int *a, int *o){ int k = 0; for (int i = 0; i < n; i++) if (a[i] & 1) o[k++] = a[i]; return k; }
__attribute__((noinline)) void rev(int n, const int *a, int *b){ for (int i = n-1; i >= 0; i--) b[n-1-i] = a[i] * 3; }
__attribute__((noinline)) void prop_down(int n, int *a){ for (int i = n-2; i >= 0; i--) a[i] = a[i+1] + a[i]; }   // suffix sum, carried
__attribute__((noinline)) void shift_left(int n, int *a){ for (int i = 0; i < n-1; i++) a[i] = a[i+1]; }          // anti-dependence only
__attribute__((noinline)) void shift_right_desc(int n, int *a){ for (int i = n-1; i > 0; i--) a[i] = a[i-1]; }    // anti-dependence, descending
__attribute__((noinline)) void cond_two(int n, const int *c, int *x, int *y){ for (int i = 0; i < n; i++) { if (c[i] > 50) x[c[i] % n] = i; else y[i] += x[i]; } }
int main(int argc, char **argv){
  int n = ARGN(150);
  float *a = malloc((n+1)*4), *p = calloc(n+1, 4), *q = calloc(n+1, 4); int *ia = malloc((n+1)*4), *o = calloc(n+1, 4), *b = malloc((n+1)*4), *x = calloc(n+1, 4), *y = calloc(n+1, 4);
  for (int i = 0; i < n; i++) { a[i] = lcgf(); ia[i] = lcg() % 100; }
  split(n, a, p, q); int k = compact(n, ia, o); rev(n, ia, b);
  PH("p", p, n*4); PH("q", q, n*4); PH("o", o, n*4); PH("b", b, n*4); printf("k %d\n", k);
  cond_two(n, ia, x, y); PH("x", x, n*4); PH("y", y, n*4);
  prop_down(n, b); PH("b2", b, n*4);
  shift_left(n, b); PH("b3", b, n*4);
  shift_right_desc(n, b); PH("b4", b, n*4);
  if (n) printf("%d %d\n", b[0], b[n-1]);
  return 0;
}
