#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include <stdint.h>
#define N 40
static unsigned fb(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static unsigned long long db(double f) { unsigned long long u; memcpy(&u, &f, 8); return u; }
#define K1(name, T, expr) __attribute__((noinline)) void name(T *o, const T *x, int n) { for (int i = 0; i < n; i++) { T a = x[i]; o[i] = (expr); } }
#define K2(name, T, expr) __attribute__((noinline)) void name(T *o, const T *x, const T *y, int n) { for (int i = 0; i < n; i++) { T a = x[i], b = y[i]; o[i] = (expr); } }
K2(fmin_w, float, __builtin_wasm_min_f32(a, b))
K2(fmax_w, float, __builtin_wasm_max_f32(a, b))
K2(dmin_w, double, __builtin_wasm_min_f64(a, b))
K2(dmax_w, double, __builtin_wasm_max_f64(a, b))
K1(f_rint, float, rintf(a))
K1(f_ceil, float, ceilf(a))
K1(f_floor, float, floorf(a))
K1(f_trunc, float, truncf(a))
K1(f_nearby, float, nearbyintf(a * 0.5f))
K1(d_rint, double, rint(a))
K1(d_floor, double, floor(a * 0.5))
K1(d_ceil, double, ceil(-a))
K1(d_trunc, double, trunc(a * 1.5))
K2(f_copysign, float, copysignf(fabsf(a), -b))
K1(f_sqrt, float, sqrtf(a))
K1(f_rt, float, a * a / (a - 1.0f))
K1(f_exp, float, expf(a))
K1(f_log, float, logf(a))
K2(f_pow, float, powf(a, b))
K1(f_sin, float, sinf(a))
K1(f_cos, float, cosf(a))
K1(f_tanh, float, tanhf(a))
K2(f_fmod, float, fmodf(a, b))
K1(d_exp, double, exp(a))
K2(d_pow, double, pow(a, b))
K2(d_atan2, double, atan2(a, b))
__attribute__((noinline)) void cvt_f(float *o, const uint64_t *u, int n) { for (int i = 0; i < n; i++) o[i] = (float)u[i]; }
__attribute__((noinline)) void cvt_fs(float *o, const uint64_t *u, int n) { for (int i = 0; i < n; i++) o[i] = (float)(int64_t)u[i]; }
__attribute__((noinline)) void cvt_d(double *o, const uint64_t *u, int n) { for (int i = 0; i < n; i++) o[i] = (double)u[i]; }
__attribute__((noinline)) void cvt_ds(double *o, const uint64_t *u, int n) { for (int i = 0; i < n; i++) o[i] = (double)(int64_t)u[i]; }
__attribute__((noinline)) void cvt_fd(float *o, const double *d, int n) { for (int i = 0; i < n; i++) o[i] = (float)d[i]; }
int main(void) {
  float sp[] = {0.0f, -0.0f, 0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.5f, 3.5f, 1e-40f, -1e-40f, INFINITY, -INFINITY, NAN, -NAN,
                8388607.5f, 8388608.0f, -8388609.0f, 2147483520.0f, 2147483648.0f, -2147483904.0f, 4294967040.0f,
                4294967296.0f, 9.2233715e18f, 9.223372e18f, 1.8446743e19f, 1.9e19f, -1.0f, -0.99f, 1e30f, FLT_MAX, 1.0f, 2.0f, -3.0f, 0.1f, 100.0f, -100.0f, 1e-3f, 88.7f, -104.0f};
  double dsp[] = {0.0, -0.0, 0.5, 2.5, -2.5, 4503599627370495.5, -4503599627370497.0, 1e-310, INFINITY, -INFINITY, NAN, -NAN,
                  2147483647.9, 2147483648.0, -2147483648.9, 4294967295.5, 9223372036854775807.0, -9223372036854777856.0,
                  18446744073709549568.0, 18446744073709551616.0, 3.4028235677973366e38, 1e39, -1e-46, 1.5, 1.0, 2.0, -3.0, 0.1, 700.0, -745.0, 1e-320, 3.14159, -0.0, 1e300, -1e300, 0.7, 1.3, -0.2, 5.0, 1e-5};
  uint64_t usp[] = {0, 1, 0xffffffffffffffffull, 0x8000000000000000ull, 0x7fffffffffffffffull, 0x20000000000001ull,
                    0x20000000000003ull, 0x1000001ull, 0x1000003ull, 0xffffff7fffffffffull, 0x8000008000000001ull,
                    0xfffffffeull, 0x80000080ull, 0x7fffff7fffffffffull, 0x100000000000801ull, 0xfffffffffffff401ull, 0x8000000000000401ull, 0x0000000100000001ull, 12345, 0x7ffffffffffffdffull,
                    0x2000000000000100ull, 0x2000000000000101ull, 0x2000000000000180ull, 0x2000000000000080ull, 0x0080000080000001ull, 0xff, 0xfff, 0x10001, 0x4000000000000001ull, 0x8000000000000001ull,
                    0xc000000000000001ull, 0x3, 0x5, 0x77, 0x1001, 0x7ffffffffffffffeull, 0xfffffffffffffffeull, 0x800000ull, 0x800001ull, 0x1ffffff};
  float *x = malloc(4 * N), *y = malloc(4 * N), *o = malloc(4 * N);
  double *d = malloc(8 * N), *e = malloc(8 * N), *od = malloc(8 * N);
  uint64_t *u = malloc(8 * N);
  struct { const char *name; void (*f1)(float *, const float *, int); void (*f2)(float *, const float *, const float *, int); } fk[] = {
    {"fmin_w", 0, fmin_w}, {"fmax_w", 0, fmax_w}, {"f_rint", f_rint, 0}, {"f_ceil", f_ceil, 0}, {"f_floor", f_floor, 0}, {"f_trunc", f_trunc, 0},
    {"f_nearby", f_nearby, 0}, {"f_copysign", 0, f_copysign}, {"f_sqrt", f_sqrt, 0}, {"f_rt", f_rt, 0}, {"f_exp", f_exp, 0}, {"f_log", f_log, 0},
    {"f_pow", 0, f_pow}, {"f_sin", f_sin, 0}, {"f_cos", f_cos, 0}, {"f_tanh", f_tanh, 0}, {"f_fmod", 0, f_fmod}};
  struct { const char *name; void (*f1)(double *, const double *, int); void (*f2)(double *, const double *, const double *, int); } dk[] = {
    {"dmin_w", 0, dmin_w}, {"dmax_w", 0, dmax_w}, {"d_rint", d_rint, 0}, {"d_floor", d_floor, 0}, {"d_ceil", d_ceil, 0}, {"d_trunc", d_trunc, 0},
    {"d_exp", d_exp, 0}, {"d_pow", 0, d_pow}, {"d_atan2", 0, d_atan2}};
  for (int rot = 0; rot < 3; rot++) {
    for (int i = 0; i < N; i++) { x[i] = sp[i % 40]; y[i] = sp[(i * 7 + rot * 13) % 40]; d[i] = dsp[i % 40]; e[i] = dsp[(i * 11 + rot * 5) % 40]; u[i] = usp[i % 40]; }
    for (unsigned k = 0; k < sizeof fk / sizeof fk[0]; k++) {
      if (fk[k].f1) fk[k].f1(o, x, N); else fk[k].f2(o, x, y, N);
      for (int i = 0; i < N; i++) printf("%s r%d i%d %08x %08x -> %08x\n", fk[k].name, rot, i, fb(x[i]), fb(y[i]), fb(o[i]));
    }
    for (unsigned k = 0; k < sizeof dk / sizeof dk[0]; k++) {
      if (dk[k].f1) dk[k].f1(od, d, N); else dk[k].f2(od, d, e, N);
      for (int i = 0; i < N; i++) printf("%s r%d i%d %016llx %016llx -> %016llx\n", dk[k].name, rot, i, db(d[i]), db(e[i]), db(od[i]));
    }
    cvt_f(o, u, N); for (int i = 0; i < N; i++) printf("cvt_f i%d %016llx -> %08x\n", i, (unsigned long long)u[i], fb(o[i]));
    cvt_fs(o, u, N); for (int i = 0; i < N; i++) printf("cvt_fs i%d %016llx -> %08x\n", i, (unsigned long long)u[i], fb(o[i]));
    cvt_d(od, u, N); for (int i = 0; i < N; i++) printf("cvt_d i%d %016llx -> %016llx\n", i, (unsigned long long)u[i], db(od[i]));
    cvt_ds(od, u, N); for (int i = 0; i < N; i++) printf("cvt_ds i%d %016llx -> %016llx\n", i, (unsigned long long)u[i], db(od[i]));
    cvt_fd(o, d, N); for (int i = 0; i < N; i++) printf("cvt_fd i%d %016llx -> %08x\n", i, db(d[i]), fb(o[i]));
  }
  return 0;
}
