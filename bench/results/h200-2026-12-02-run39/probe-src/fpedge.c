#include "common.h"
// float edge cases inside parallel loops: NaN payloads, -0, subnormals, min/max, conversions
static float bf(uint32_t u){ float f; memcpy(&f, &u, 4); return f; }
static double bd(uint64_t u){ double f; memcpy(&f, &u, 8); return f; }
__attribute__((noinline)) void mm(int n, const float *a, const float *b, float *o1, float *o2){ for (int i = 0; i < n; i++) { o1[i] = __builtin_fminf(a[i], b[i]); o2[i] = __builtin_fmaxf(a[i], b[i]); } }
__attribute__((noinline)) void wmm(int n, const float *a, const float *b, float *o1, float *o2){ for (int i = 0; i < n; i++) { o1[i] = __builtin_wasm_min_f32(a[i], b[i]); o2[i] = __builtin_wasm_max_f32(a[i], b[i]); } }
__attribute__((noinline)) void ar(int n, const float *a, const float *b, float *o){ for (int i = 0; i < n; i++) o[i] = a[i]*b[i] + a[i]/b[i] - b[i]; }
__attribute__((noinline, target("nontrapping-fptoint"))) void cv(int n, const float *a, int *oi, unsigned *ou, long long *ol){ for (int i = 0; i < n; i++) { oi[i] = __builtin_wasm_trunc_saturate_s_i32_f32(a[i]); ou[i] = __builtin_wasm_trunc_saturate_u_i32_f32(a[i]); ol[i] = (long long)(a[i] > 9e18f || a[i] < -9e18f || a[i] != a[i] ? 0 : a[i]); } }
__attribute__((noinline)) void cv2(int n, const uint64_t *u, const double *d, float *f1, float *f2, double *d1){ for (int i = 0; i < n; i++) { f1[i] = (float)u[i]; f2[i] = (float)d[i]; d1[i] = (double)(int64_t)u[i]; } }
__attribute__((noinline)) void sq(int n, const double *a, double *o){ for (int i = 0; i < n; i++) o[i] = __builtin_sqrt(a[i]) + __builtin_fabs(a[i]) * __builtin_copysign(1.0, -a[i]) + __builtin_nearbyint(a[i]); }
__attribute__((noinline)) void fmaish(int n, const double *a, const double *b, const double *c, double *o){ for (int i = 0; i < n; i++) o[i] = a[i]*b[i] + c[i]; }
int main(int argc, char **argv){
  int n = ARGN(64);
  static const uint32_t sp[] = { 0x7fc00000u, 0x7fa00001u, 0xffc12345u, 0x80000000u, 0x00000000u, 0x00000001u, 0x807fffffu, 0x7f800000u, 0xff800000u, 0x3f800000u, 0x4f000000u, 0xcf000001u, 0x5f000000u, 0x4f800000u, 0x00800000u, 0x3effffffu };
  static const uint64_t dp[] = { 0x7ff8000000000001ull, 0x0000000000000001ull, 0x8000000000000000ull, 0x000fffffffffffffull, 0x3ff0000000000001ull, 0x7fefffffffffffffull, 0xfff0000000000000ull, 0x4330000000000001ull, 0x36a0000000000001ull, 0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x4004000000000000ull };
  float *a = malloc((n+1)*4), *b = malloc((n+1)*4), *o1 = malloc((n+1)*4), *o2 = malloc((n+1)*4), *o3 = malloc((n+1)*4), *o4 = malloc((n+1)*4);
  int *oi = malloc((n+1)*4); unsigned *ou = malloc((n+1)*4); long long *ol = malloc((n+1)*8);
  uint64_t *u = malloc((n+1)*8); double *d = malloc((n+1)*8), *e = malloc((n+1)*8), *f = malloc((n+1)*8), *g = malloc((n+1)*8);
  for (int i = 0; i < n; i++) { a[i] = bf(sp[i % 16]); b[i] = bf(sp[(i*7 + 3) % 16]); u[i] = ((uint64_t)lcg() << 40) ^ ((uint64_t)lcg() << 13) ^ lcg(); if (i % 3 == 0) u[i] |= 1ull << 63;
    d[i] = bd(dp[i % 12]); e[i] = bd(dp[(i*5+1) % 12]); f[i] = bd(dp[(i*7+2) % 12]); }
  mm(n, a, b, o1, o2); PH("fmin", o1, n*4); PH("fmax", o2, n*4);
  wmm(n, a, b, o1, o2); PH("wmin", o1, n*4); PH("wmax", o2, n*4);
  ar(n, a, b, o1); PH("ar", o1, n*4);
  cv(n, a, oi, ou, ol); PH("oi", oi, n*4); PH("ou", ou, n*4); PH("ol", ol, n*8);
  cv2(n, u, d, o3, o4, g); PH("f1", o3, n*4); PH("f2", o4, n*4); PH("d1", g, n*8);
  sq(n, d, g); PH("sq", g, n*8);
  fmaish(n, d, e, f, g); PH("fma", g, n*8);
  return 0;
}
