#include "common.h"
__attribute__((noinline)) void mix(int n, const uint32_t *a, uint64_t *o){ for (int i = 0; i < n; i++) { uint64_t x = (uint64_t)a[i] * 0x9E3779B97F4A7C15ull; x ^= x >> 29; x = (x << 7) | (x >> 57); o[i] = x + (uint64_t)(a[i] - 4000000000u); } }
__attribute__((noinline)) void wrap(int n, const uint32_t *a, uint32_t *o){ for (int i = 0; i < n; i++) o[i] = (a[i] - 0x80000000u) * 3u + (a[i] >> (i & 31)) - (uint32_t)i; }
__attribute__((noinline)) void sdiv64(int n, const int64_t *a, int64_t *o){ for (int i = 0; i < n; i++) o[i] = a[i] / ((i % 5) - 2 == 0 ? 3 : (i % 5) - 2) + a[i] % 7 + (a[i] >> 3); }
__attribute__((noinline)) void bits(int n, const uint64_t *a, int *o){ for (int i = 0; i < n; i++) o[i] = __builtin_popcountll(a[i]) + (a[i] ? __builtin_clzll(a[i]) : 64) * 100 + (a[i] ? __builtin_ctzll(a[i]) : 64) * 10000; }
__attribute__((noinline)) void mulhi(int n, const uint64_t *a, uint64_t *o){ for (int i = 0; i < n; i++) { __uint128_t p = (__uint128_t)a[i] * a[(i + 1) % n]; o[i] = (uint64_t)(p >> 64) ^ (uint64_t)p; } }
__attribute__((noinline)) void cvt(int n, const double *d, int64_t *o, uint32_t *u){ for (int i = 0; i < n; i++) { o[i] = (int64_t)(d[i] * 1e12); u[i] = (uint32_t)(int32_t)(d[i] * 1e5) ; } }
__attribute__((noinline)) void small(int n, const int8_t *a, int16_t *o){ for (int i = 0; i < n; i++) o[i] = (int16_t)(a[i] * a[i] * 37) + (uint8_t)a[i]; }
int main(int argc, char **argv){
  int n = ARGN(200);
  uint32_t *a = malloc((n+1)*4), *w = malloc((n+1)*4), *u = malloc((n+1)*4); uint64_t *o = malloc((n+1)*8), *mh = malloc((n+1)*8); int64_t *s = malloc((n+1)*8), *so = malloc((n+1)*8), *co = malloc((n+1)*8);
  int *bo = malloc((n+1)*4); double *d = malloc((n+1)*8); int8_t *i8 = malloc(n+1); int16_t *i16 = malloc((n+1)*2);
  for (int i = 0; i < n; i++) { a[i] = lcg() * 257u + lcg(); s[i] = ((int64_t)lcg() << 40) - ((int64_t)lcg() << 20) - 5; d[i] = lcgf(); i8[i] = (int8_t)lcg(); }
  mix(n, a, o); wrap(n, a, w); sdiv64(n, s, so); bits(n, o, bo); if (n) mulhi(n, o, mh); cvt(n, d, co, u); small(n, i8, i16);
  PH("o", o, n*8); PH("w", w, n*4); PH("so", so, n*8); PH("bo", bo, n*4); PH("mh", mh, n ? n*8 : 0); PH("co", co, n*8); PH("u", u, n*4); PH("i16", i16, n*2);
  return 0;
}
