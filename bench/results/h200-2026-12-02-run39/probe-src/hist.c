#include "common.h"
__attribute__((noinline)) void hist(int n, const int *idx, int *h){ for (int i = 0; i < n; i++) h[idx[i]]++; }
__attribute__((noinline)) void scat_last(int n, const int *idx, int *o){ for (int i = 0; i < n; i++) o[idx[i]] = i; } // last writer wins
__attribute__((noinline)) void scat_f(int n, const int *idx, const float *w, float *o){ for (int i = 0; i < n; i++) o[idx[i]] += w[i]; }
__attribute__((noinline)) void modperm(int n, int m, int *o){ for (int i = 0; i < n; i++) o[(i*7) % m] = i; }
__attribute__((noinline)) void gather(int n, const int *idx, const int *src, int *dst){ for (int i = 0; i < n; i++) dst[i] = src[idx[i]] * 3 + 1; }
int main(int argc, char **argv){
  int n = ARGN(200); int nb = n/8 + 1;
  int *idx = malloc((n+1)*4), *h = calloc(nb, 4), *o = calloc(nb, 4), *p = calloc(n+1, 4), *g = malloc((n+1)*4);
  float *w = malloc((n+1)*4), *of = calloc(nb, 4);
  for (int i = 0; i < n; i++) { idx[i] = lcg() % nb; w[i] = lcgf(); }
  hist(n, idx, h); scat_last(n, idx, o); scat_f(n, idx, w, of);
  modperm(n, n ? n : 1, p);
  gather(n, idx, h, g);
  PH("h", h, nb*4); PH("o", o, nb*4); PH("of", of, nb*4); PH("p", p, n*4); PH("g", g, n*4);
  printf("h0 %d o0 %d of0 %.9g p0 %d\n", h[0], o[0], of[0], p[0]);
  return 0;
}
