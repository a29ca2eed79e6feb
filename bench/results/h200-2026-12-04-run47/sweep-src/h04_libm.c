// h04: libm in kernels over special inputs (0, -0, denormals, FLT_MIN, inf, -inf, NaN, -NaN, huge,
// overflow/underflow edges) mixed with LCG values; the second operand is rotated from call to call.
// Results are hashed as raw bits and a few are printed with %a.
// ARGS: 600 10
// ARGS: 1 3
// ARGS: 2 5
// ARGS: 40 12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <float.h>
static unsigned lcg_s = 1404u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void k_exp(float *o, const float *x, int n) { for (int i = 0; i < n; i++) o[i] = expf(x[i]); }
__attribute__((noinline)) void k_log(float *o, const float *x, int n) { for (int i = 0; i < n; i++) o[i] = logf(x[i]); }
__attribute__((noinline)) void k_pow(float *o, const float *x, const float *y, int n) { for (int i = 0; i < n; i++) o[i] = powf(x[i], y[i]); }
__attribute__((noinline)) void k_sc(float *o, float *o2, const float *x, int n) {
  for (int i = 0; i < n; i++) { o[i] = sinf(x[i]); o2[i] = cosf(x[i]); }
}
__attribute__((noinline)) void k_tanh(float *o, const float *x, int n) { for (int i = 0; i < n; i++) o[i] = tanhf(x[i]) + sqrtf(x[i]); }
__attribute__((noinline)) void k_fmod(float *o, const float *x, const float *y, int n) { for (int i = 0; i < n; i++) o[i] = fmodf(x[i], y[i]); }
__attribute__((noinline)) void k_d(double *o, double *o2, double *o3, const double *x, const double *y, int n) {
  for (int i = 0; i < n; i++) { o[i] = exp(x[i]); o2[i] = pow(x[i], y[i]); o3[i] = atan2(y[i], x[i]); }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  float sp[] = {0.0f, -0.0f, 1e-40f, -1e-40f, FLT_MIN, -FLT_MIN, INFINITY, -INFINITY, NAN, -NAN,
                1e30f, -1e30f, 88.72f, 88.73f, -103.9f, -104.0f, 1.0f, -1.0f, 0.5f, 3.14159265f,
                1e7f, -1e7f, 2.0f, -2.0f, FLT_MAX, -FLT_MAX, 1.5f, -0.5f, 1e-45f, 100.0f};
  double dsp[] = {0.0, -0.0, 1e-310, -1e-310, DBL_MIN, INFINITY, -INFINITY, NAN, -NAN, 1e300, -1e300,
                  709.78, 709.79, -745.2, 1.0, -1.0, 0.5, 3.141592653589793, 2.0, -2.0, DBL_MAX, -3.0, 0.25};
  int ns = sizeof sp / sizeof sp[0], nd = sizeof dsp / sizeof dsp[0];
  int m = n + 16;
  float *x = malloc(4 * m), *y = malloc(4 * m), *o = malloc(4 * m), *o2 = malloc(4 * m);
  double *dx = malloc(8 * m), *dy = malloc(8 * m), *d1 = malloc(8 * m), *d2 = malloc(8 * m), *d3 = malloc(8 * m);
  for (int i = 0; i < m; i++) {
    unsigned r = lcg();
    x[i] = (r & 1) ? sp[(r >> 1) % ns] : (float)((int)(r % 20001) - 10000) / 97.0f;
    r = lcg();
    y[i] = (r & 1) ? sp[(r >> 1) % ns] : (float)((int)(r % 2001) - 1000) / 113.0f;
    r = lcg();
    dx[i] = (r & 1) ? dsp[(r >> 1) % nd] : (double)((int)(r % 20001) - 10000) / 97.0;
    r = lcg();
    dy[i] = (r & 1) ? dsp[(r >> 1) % nd] : (double)((int)(r % 2001) - 1000) / 113.0;
  }
  for (int i = 0; i < m && i < ns; i++) x[i] = sp[i];
  for (int c = 0; c < calls; c++) {
    int s = c % 7;
    k_exp(o, x + s, n); unsigned he = hashb(o, 4u * n); float e0 = o[0];
    k_log(o, x + s, n); unsigned hl = hashb(o, 4u * n);
    k_pow(o, x, y + s, n); unsigned hp = hashb(o, 4u * n); float p0 = o[0];
    k_sc(o, o2, y + s, n); unsigned hs = hashb(o, 4u * n), hc = hashb(o2, 4u * n);
    k_tanh(o, x + s, n); unsigned ht = hashb(o, 4u * n);
    k_fmod(o, x + s, y, n); unsigned hf = hashb(o, 4u * n);
    k_d(d1, d2, d3, dx + s, dy, n);
    printf("c%d e=%u %a l=%u p=%u %a s=%u c=%u t=%u f=%u d=%u %u %u %a\n", c, he, e0, hl, hp, p0, hs, hc, ht, hf,
           hashb(d1, 8u * n), hashb(d2, 8u * n), hashb(d3, 8u * n), d2[0]);
  }
  return 0;
}
