#include "common.h"
__attribute__((noinline)) void rowdiv(int n, int m, const int *a, const int *d, int *q){ for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) q[i*m+j] = a[i*m+j] / d[i]; }
__attribute__((noinline)) void elemrem(int n, const unsigned *a, const unsigned *d, unsigned *r){ for (int i = 0; i < n; i++) r[i] = a[i] % d[i]; }
int main(int argc, char **argv){
  int n = ARGN(50), m = 8; int zrow = argc > 2 ? atoi(argv[2]) : -1;
  int *a = malloc((n*m+1)*4), *d = malloc((n+1)*4), *q = calloc(n*m+1, 4); unsigned *ua = malloc((n+1)*4), *ud = malloc((n+1)*4), *ur = malloc((n+1)*4);
  for (int i = 0; i < n*m; i++) a[i] = (int)lcg() - (1<<23);
  for (int i = 0; i < n; i++) { d[i] = (int)(lcg() % 13) - 6; if (d[i] == 0) d[i] = 7; ua[i] = lcg(); ud[i] = lcg() % 9 + 1; }
  if (zrow >= 0 && zrow < n) d[zrow] = 0;
  if (zrow == -2 && n > 3) { a[3*m] = INT32_MIN; d[3] = -1; }  // overflow trap
  rowdiv(n, m, a, d, q);
  printf("rowdiv done\n"); fflush(stdout);
  PH("q", q, n*m*4);
  elemrem(n, ua, ud, ur); PH("r", ur, n*4);
  return 0;
}
