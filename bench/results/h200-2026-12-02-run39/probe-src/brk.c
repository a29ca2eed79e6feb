#include "common.h"
__attribute__((noinline)) int copy_until_neg(int n, const int *a, int *b){ int i; for (i = 0; i < n; i++) { if (a[i] < 0) break; b[i] = a[i]*2; } return i; }
__attribute__((noinline)) int find_first(int n, const float *a, float t){ for (int i = 0; i < n; i++) if (a[i] > t) return i; return -1; }
__attribute__((noinline)) int write_then_break(int n, int *a, int lim){ for (int i = 0; i < n; i++) { a[i] = a[i] + 1; if (a[i] > lim) return i; } return n; }
__attribute__((noinline)) int while_len(int *len, int *a){ int i = 0; while (i < *len) { a[i] = i; if (a[i] % 17 == 16) (*len)--; i++; } return i; }
int main(int argc, char **argv){
  int n = ARGN(200);
  int *a = malloc((n+1)*4), *b = calloc(n+1, 4), *c = malloc((n+1)*4); float *f = malloc((n+1)*4);
  for (int i = 0; i < n; i++) { a[i] = lcg() % 1000 - (i == 3*n/4 ? 2000 : 0); f[i] = lcgf(); c[i] = lcg() % 100; }
  if (n > 5) f[n*2/3] = 5.0f;
  int r1 = copy_until_neg(n, a, b);
  int r2 = find_first(n, f, 1.0f);
  int r3 = write_then_break(n, c, 98);
  int len = n; int r4 = while_len(&len, b + n/2);
  printf("%d %d %d %d %d\n", r1, r2, r3, r4, len);
  PH("b", b, n*4); PH("c", c, n*4);
  return 0;
}
