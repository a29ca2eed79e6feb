#include "common.h"
__attribute__((noinline)) void tr_inplace(int n, int *a){ for (int i = 0; i < n; i++) for (int j = i+1; j < n; j++) { int t = a[i*n+j]; a[i*n+j] = a[j*n+i]; a[j*n+i] = t; } }
__attribute__((noinline)) void tr_out(int n, int m, const float *a, float *b){ for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) b[j*n+i] = a[i*m+j]; }
// symmetrise by copying (race if parallel over full square): a[i][j] = a[j][i] + 1
__attribute__((noinline)) void symcopy(int n, int *a){ for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i*n+j] = a[j*n+i] + 1; }
// reverse rows in place: swap a[i][j] with a[i][n-1-j] for j < n/2
__attribute__((noinline)) void revrows(int n, int *a){ for (int i = 0; i < n; i++) for (int j = 0; j < n/2; j++) { int t = a[i*n+j]; a[i*n+j] = a[i*n+n-1-j]; a[i*n+n-1-j] = t; } }
int main(int argc, char **argv){
  int n = ARGN(40), m = n + 3;
  int *a = malloc((n*n+1)*4), *c = malloc((n*n+1)*4); float *fa = malloc((n*m+1)*4), *fb = malloc((n*m+1)*4);
  for (int i = 0; i < n*n; i++) { a[i] = lcg() % 1000; c[i] = lcg() % 1000; }
  for (int i = 0; i < n*m; i++) fa[i] = lcgf();
  tr_inplace(n, a); revrows(n, a); tr_out(n, m, fa, fb); symcopy(n, c);
  PH("a", a, n*n*4); PH("fb", fb, n*m*4); PH("c", c, n*n*4);
  if (n > 1) printf("%d %d %d\n", a[1], a[n], c[n*n-1]);
  return 0;
}
