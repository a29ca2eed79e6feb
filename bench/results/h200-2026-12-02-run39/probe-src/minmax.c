#include "common.h"
__attribute__((noinline)) int argmax(int n, const float *a){ int bi = 0; float b = a[0]; for (int i = 1; i < n; i++) if (a[i] > b) { b = a[i]; bi = i; } return bi; }
__attribute__((noinline)) int argmin_last(int n, const int *a){ int bi = 0; int b = a[0]; for (int i = 1; i < n; i++) if (a[i] <= b) { b = a[i]; bi = i; } return bi; }
__attribute__((noinline)) float fmaxred(int n, const float *a){ float m = -INFINITY; for (int i = 0; i < n; i++) m = fmaxf(m, a[i]); return m; }
__attribute__((noinline)) double dminred(int n, const double *a){ double m = INFINITY; for (int i = 0; i < n; i++) m = a[i] < m ? a[i] : m; return m; }
__attribute__((noinline)) void rowmax(int n, int m, const int *a, int *mx, int *ix){ for (int i = 0; i < n; i++) { int b = a[i*m], bi = 0; for (int j = 1; j < m; j++) if (a[i*m+j] > b) { b = a[i*m+j]; bi = j; } mx[i] = b; ix[i] = bi; } }
__attribute__((noinline)) int64_t isum(int n, const int *a){ int64_t s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) uint32_t ixor(int n, const int *a){ uint32_t s = 0; for (int i = 0; i < n; i++) s ^= (uint32_t)a[i] * 2654435761u; return s; }
__attribute__((noinline)) uint32_t iprod(int n, const int *a){ uint32_t s = 1; for (int i = 0; i < n; i++) s *= (uint32_t)a[i] | 1u; return s; }
int main(int argc, char **argv){
  int n = ARGN(200); int m = 9;
  float *f = malloc((n+1)*4); int *a = malloc((n*m+1)*4), *mx = malloc((n+1)*4), *ix = malloc((n+1)*4); double *d = malloc((n+1)*8);
  for (int i = 0; i < n; i++) { f[i] = (float)(lcg() % 50); d[i] = lcgf(); }  // many ties in f
  if (n > 10) { f[7] = NAN; d[5] = NAN; }
  for (int i = 0; i < n*m; i++) a[i] = (int)(lcg() % 20) - 10;
  f[n] = 0; a[n*m] = 0; d[n] = 0;
  printf("argmax %d argmin_last %d fmax %.9g dmin %.17g\n", n ? argmax(n, f) : -1, n ? argmin_last(n, a) : -1, fmaxred(n, f), dminred(n, d));
  rowmax(n, m, a, mx, ix); PH("mx", mx, n*4); PH("ix", ix, n*4);
  printf("isum %lld ixor %u iprod %u\n", (long long)isum(n*m, a), ixor(n*m, a), iprod(n*m, a));
  return 0;
}
