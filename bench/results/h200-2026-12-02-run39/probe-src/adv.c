#include "common.h"
// adversarial: wrapped addresses, runtime strides, last-writer scalars, call-sequence aliasing
__attribute__((noinline)) void wrapset(int n, int *a, uint32_t s){ for (int i = 0; i < n; i++) a[(uint32_t)i * s] = i; }
__attribute__((noinline)) void wrapinc(int n, int *a, uint32_t s){ for (int i = 0; i < n; i++) a[(uint32_t)i * s] += 1; }
__attribute__((noinline)) void rows_s(int n, int m, int s, int *a){ for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i*s + j] = a[i*s + j] * 3 + i; }
__attribute__((noinline)) void lastpos(int n, const int *a, int *b, int *cnt){ for (int i = 0; i < n; i++) { b[i] = a[i] * 2; *cnt = i; } }
__attribute__((noinline)) void countm(int n, const int *a, int *b, int *cnt){ for (int i = 0; i < n; i++) { b[i] = a[i] + 1; *cnt += a[i] & 1; } }
__attribute__((noinline)) void condlast(int n, const int *a, int *b, int *pos){ for (int i = 0; i < n; i++) { b[i] = a[i] ^ 5; if (a[i] > 50) *pos = i; } }
__attribute__((noinline)) void mirror(int n, int *a){ for (int i = 0; i < n; i++) a[i] = a[n-1-i] + 1; }
__attribute__((noinline)) void copyv(int *dst, const int *src, int n){ for (int i = 0; i < n; i++) dst[i] = src[i] * 5 + 1; }
__attribute__((noinline)) void gath(int n, const int *idx, const int *src, int *dst){ for (int i = 0; i < n; i++) dst[i] = src[idx[i]] + 1; }
__attribute__((noinline)) void evenodd(int n, int *a, int off){ for (int i = 0; i < n; i++) a[2*i + off] = a[2*i + 1] + 7; }
int main(int argc, char **argv){
  int n = ARGN(64); int m = 8;
  int sz = 4*n*m + 64;
  int *a = malloc(sz*4), *b = malloc(sz*4), *idx = malloc((n+1)*4);
  for (int i = 0; i < sz; i++) a[i] = lcg() % 100;
  wrapset(n, a, 0x40000000u); PH("wrapset", a, sz*4); printf("a0 %d\n", a[0]);
  wrapinc(n, a, 0x40000000u); printf("a0 %d\n", a[0]);
  wrapinc(n, a, 0x80000000u); printf("a0 %d\n", a[0]);
  for (int s = m; s >= -1; s--) { int *base = a + (s < 0 ? n*m : 0); rows_s(n, m, s, base); PH("rows_s", a, sz*4); }
  int cnt = -1; lastpos(n, a, b, &cnt); printf("lastpos %d\n", cnt);
  lastpos(n, a, a + n + 5, a + n + 3); printf("lastpos-in %d\n", a[n+3]);  // cnt lies in the written range before it
  cnt = 0; countm(n, a, b, &cnt); printf("countm %d\n", cnt);
  int pos = -1; condlast(n, a, b, &pos); printf("condlast %d\n", pos);
  mirror(n, a); PH("mirror", a, sz*4);
  copyv(b, a, n); copyv(b + n, a, n); PH("copy-disj", b, sz*4);
  copyv(a + 1, a, n); PH("copy-alias", a, sz*4);
  copyv(a, a + 3, n); PH("copy-alias2", a, sz*4);
  for (int i = 0; i < n; i++) idx[i] = i;
  gath(n, idx, a, b); gath(n, idx, a, b + n);
  for (int i = 0; i < n; i++) idx[i] = (i * 5 + 3) % (n ? n : 1);
  gath(n, idx, a, a); PH("gath-self", a, sz*4);
  for (int i = 0; i < n; i++) idx[i] = n ? (n - 1 - i) : 0;
  gath(n, idx, b, b); PH("gath-self2", b, sz*4);
  evenodd(n, a, 0); PH("evenodd0", a, sz*4);
  evenodd(n, a, 3); PH("evenodd3", a, sz*4);
  evenodd(n, a, -1); PH("evenodd-1", a + 1, (sz-1)*4);
  return 0;
}
