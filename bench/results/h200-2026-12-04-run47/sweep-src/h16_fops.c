// h16: float operator edge cases in kernels: wasm f32/f64 min/max (NaN, -0 vs +0), rintf/nearbyint
// (ties to even), ceil/floor/trunc, copysign/abs/neg on NaN payloads, demote/promote of NaN and
// denormals, u64/i64 -> f32/f64 conversions near 2^53/2^63/2^64, sqrt(-0), and with
// -mnontrapping-fptoint saturating casts of NaN/inf/huge to i32/u32/i64/u64.
// CFLAGS: -mnontrapping-fptoint
// ARGS: 800 8
// ARGS: 1 3
// ARGS: 3 6
// ARGS: 61 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <float.h>
static unsigned lcg_s = 2616u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void mm(float *o, float *o2, const float *x, const float *y, int n) {
  for (int i = 0; i < n; i++) { o[i] = __builtin_wasm_min_f32(x[i], y[i]); o2[i] = __builtin_wasm_max_f32(x[i], y[i]); }
}
__attribute__((noinline)) void mmd(double *o, const double *x, const double *y, int n) {
  for (int i = 0; i < n; i++) o[i] = __builtin_wasm_min_f64(x[i], y[i]) + __builtin_wasm_max_f64(y[i], x[i]);
}
__attribute__((noinline)) void rnd(float *o, const float *x, int n) {
  for (int i = 0; i < n; i++) o[i] = rintf(x[i]) + 2.0f * ceilf(x[i]) + 4.0f * floorf(x[i]) + 8.0f * truncf(x[i]) + 16.0f * nearbyintf(x[i] * 0.5f);
}
__attribute__((noinline)) void rndd(double *o, const double *x, int n) {
  for (int i = 0; i < n; i++) o[i] = rint(x[i]) * 3.0 + floor(x[i] * 0.5) - ceil(-x[i]) + trunc(x[i] * 1.5);
}
__attribute__((noinline)) void sgn(float *o, double *od, const float *x, const float *y, const double *d, int n) {
  for (int i = 0; i < n; i++) {
    o[i] = copysignf(fabsf(x[i]), -y[i]);
    od[i] = (double)(-x[i]) + (double)(float)d[i];
  }
}
__attribute__((noinline)) void cvt(float *o, double *od, const uint64_t *u, int n) {
  for (int i = 0; i < n; i++) {
    o[i] = (float)u[i] + (float)(int64_t)u[i] * 0.5f + (float)(unsigned)u[i] + (float)(int)(u[i] >> 7);
    od[i] = (double)u[i] - (double)(int64_t)u[i] + (double)(unsigned)(u[i] >> 11);
  }
}
__attribute__((noinline)) void sat(int *o, unsigned *ou, int64_t *oq, uint64_t *ouq, const float *x, const double *d, int n) {
  for (int i = 0; i < n; i++) {
    o[i] = (int)x[i] + (int)d[i];
    ou[i] = (unsigned)x[i] ^ (unsigned)d[i];
    oq[i] = (int64_t)x[i] + (int64_t)d[i];
    ouq[i] = (uint64_t)x[i] ^ (uint64_t)d[i];
  }
}
__attribute__((noinline)) void rt(float *o, const float *x, int n) {
  for (int i = 0; i < n; i++) o[i] = sqrtf(x[i]) + x[i] * x[i] / (x[i] - 1.0f);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = n + 16;
  float sp[] = {0.0f, -0.0f, 0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.5f, 3.5f, 1e-40f, -1e-40f, INFINITY, -INFINITY, NAN, -NAN,
                8388607.5f, 8388608.0f, -8388609.0f, 2147483520.0f, 2147483648.0f, -2147483904.0f, 4294967040.0f,
                4294967296.0f, 9.2233715e18f, 9.223372e18f, 1.8446743e19f, 1.9e19f, -1.0f, -0.99f, 1e30f, FLT_MAX};
  double dsp[] = {0.0, -0.0, 0.5, 2.5, -2.5, 4503599627370495.5, -4503599627370497.0, 1e-310, INFINITY, -INFINITY, NAN, -NAN,
                  2147483647.9, 2147483648.0, -2147483648.9, 4294967295.5, 9223372036854775807.0, -9223372036854777856.0,
                  18446744073709549568.0, 18446744073709551616.0, 3.4028235677973366e38, 1e39, -1e-46, 1.5};
  uint64_t usp[] = {0, 1, 0xffffffffffffffffull, 0x8000000000000000ull, 0x7fffffffffffffffull, 0x20000000000001ull,
                    0x20000000000003ull, 0x1000001ull, 0x1000003ull, 0xffffff7fffffffffull, 0x8000008000000001ull,
                    0xfffffffeull, 0x80000080ull};
  int ns = sizeof sp / sizeof sp[0], nd = sizeof dsp / sizeof dsp[0], nu = sizeof usp / sizeof usp[0];
  float *x = malloc(4 * m), *y = malloc(4 * m), *o = malloc(4 * m), *o2 = malloc(4 * m);
  double *d = malloc(8 * m), *d2 = malloc(8 * m), *od = malloc(8 * m);
  uint64_t *u = malloc(8 * m), *ouq = malloc(8 * m);
  int *io = malloc(4 * m); unsigned *uo = malloc(4 * m); int64_t *qo = malloc(8 * m);
  for (int i = 0; i < m; i++) {
    unsigned r = lcg();
    x[i] = (r & 1) ? sp[(r >> 1) % ns] : (float)((int)(lcg() % 4001) - 2000) / 4.0f;
    r = lcg();
    y[i] = (r & 1) ? sp[(r >> 1) % ns] : (float)((int)(lcg() % 4001) - 2000) / 8.0f;
    r = lcg();
    d[i] = (r & 1) ? dsp[(r >> 1) % nd] : (double)((int)(lcg() % 4001) - 2000) / 4.0;
    r = lcg();
    d2[i] = (r & 1) ? dsp[(r >> 1) % nd] : (double)((int)(lcg() % 4001) - 2000) / 2.0;
    r = lcg();
    u[i] = (r & 1) ? usp[(r >> 1) % nu] : ((uint64_t)lcg() << (lcg() % 41)) ^ lcg();
  }
  for (int i = 0; i < ns && i < m; i++) x[i] = sp[i];
  for (int c = 0; c < calls; c++) {
    int s = c % 6;
    mm(o, o2, x + s, y, n); unsigned h1 = hashb(o, 4u * n) ^ (hashb(o2, 4u * n) * 3u);
    mmd(od, d + s, d2, n); unsigned h2 = hashb(od, 8u * n);
    rnd(o, x + s, n); unsigned h3 = hashb(o, 4u * n);
    rndd(od, d + s, n); unsigned h4 = hashb(od, 8u * n);
    sgn(o, od, x + s, y, d, n); unsigned h5 = hashb(o, 4u * n), h6 = hashb(od, 8u * n);
    cvt(o, od, u + s, n); unsigned h7 = hashb(o, 4u * n), h8 = hashb(od, 8u * n);
    sat(io, uo, qo, ouq, x + s, d, n); unsigned h9 = hashb(io, 4u * n) ^ hashb(uo, 4u * n) ^ hashb(qo, 8u * n) ^ hashb(ouq, 8u * n);
    rt(o, y + s, n); unsigned h10 = hashb(o, 4u * n);
    printf("c%d %u %u %u %u %u %u %u %u %u %u\n", c, h1, h2, h3, h4, h5, h6, h7, h8, h9, h10);
  }
  return 0;
}
