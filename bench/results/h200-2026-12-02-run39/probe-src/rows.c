#include "common.h"
// row pointers from malloc; some rows alias each other
__attribute__((noinline)) void upd(int n, int m, double **r){ for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) r[i][j] = r[i][j]*2.0 + i; }
__attribute__((noinline)) void upd_dep(int n, int m, double **r){ for (int i = 1; i < n; i++) for (int j = 0; j < m; j++) r[i][j] += r[i-1][j]; }
__attribute__((noinline)) void mm(int n, double **a, double **b, double **c){ for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { double s = 0; for (int k = 0; k < n; k++) s += a[i][k]*b[k][j]; c[i][j] = s; } }
int main(int argc, char **argv){
  int n = ARGN(30), m = n + 1;
  double **r = malloc((n+1)*sizeof(double*)), **q = malloc((n+1)*sizeof(double*));
  double *base = malloc(((size_t)n*m+1)*8);
  for (int i = 0; i < n; i++) { r[i] = malloc(m*8); q[i] = base + (size_t)(i/2)*m; }  // q: rows 2k and 2k+1 alias
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) r[i][j] = lcgf();
  for (int i = 0; i < n*m; i++) base[i] = lcgf();
  upd(n, m, r); upd(n, m, q); upd_dep(n, m, r);
  double **a = malloc((n+1)*sizeof(double*)), **b = malloc((n+1)*sizeof(double*)), **c = malloc((n+1)*sizeof(double*));
  for (int i = 0; i < n; i++) { a[i] = malloc(n*8+8); b[i] = malloc(n*8+8); c[i] = malloc(n*8+8); for (int j = 0; j < n; j++) { a[i][j] = lcgf(); b[i][j] = lcgf(); } }
  mm(n, a, b, c);
  mm(n, a, b, b); // c aliases b: in-place is wrong but deterministic on CPU
  uint64_t h = 0; for (int i = 0; i < n; i++) h = h*31 + hash_bytes(r[i], m*8);
  printf("r %016llx\n", (unsigned long long)h);
  PH("q", base, (size_t)n*m*8);
  h = 0; for (int i = 0; i < n; i++) h = h*31 + hash_bytes(c[i], n*8) + 7*hash_bytes(b[i], n*8);
  printf("cb %016llx\n", (unsigned long long)h);
  if (n) printf("%.17g %.17g\n", c[0][0], b[n-1][n-1]);
  return 0;
}
