// s04: signed zeros, denormals (subnormals) and float->int conversions of in-range values.
// -0.0 * x, x + -0.0, 0 - 0, denormal inputs FLT_MIN/1024 and DBL_MIN/2^20 through
// multiply/divide/add (results must not be flushed to zero), denormal results from
// underflow, int conversions of clamped values (trunc toward zero, of negatives, of
// values near INT_MAX after clamping to a representable range), unsigned conversions,
// rounding functions (floorf, ceilf, truncf, rintf, nearbyint) on .5 cases.
// ARGS: 30000 2
// ARGS: 1001 5
// ARGS: 1 9
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 30000
static float xa[MAXN], ya[MAXN], za[MAXN];
static double xd[MAXN], yd[MAXN];
static int32_t ia[MAXN];
static uint32_t ua[MAXN];
static int64_t la[MAXN];
static uint32_t st;
static uint32_t rnd(void) { st = st * 1664525u + 1013904223u; return st; }
static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t dbits(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int seed = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 0) n = 0;
  if (n > MAXN) n = MAXN;
  st = (uint32_t)seed;
  for (int i = 0; i < n; i++) {
    uint32_t r = rnd();
    float base = (float)((int32_t)(r >> 1) % 100000) / 64.0f;   // exact multiples of 1/64
    switch (r % 7) {
      case 0: xa[i] = FLT_MIN / 1024.0f * (float)(r % 1000); break;   // denormal
      case 1: xa[i] = -0.0f; break;
      case 2: xa[i] = -FLT_MIN / 3.0f; break;                         // negative denormal
      case 3: xa[i] = (float)(r % 200) - 99.5f; break;                // .5 cases
      default: xa[i] = base; break;
    }
    ya[i] = (r & 0x100) ? 1e-30f : -1e-20f;
    xd[i] = (r % 5 == 0) ? DBL_MIN / 1048576.0 * (double)(r % 77) : (double)xa[i] * 1e-300;
  }
  printf("n=%d\n", n);
  // loop 1: signed zero and denormal arithmetic
  for (int i = 0; i < n; i++) {
    float x = xa[i], y = ya[i];
    float nz = -0.0f * x;                 // sign depends on x
    float s = x + -0.0f;                  // -0 + -0 = -0, 0 + -0 = +0
    float d = x * y;                      // underflow to denormal or zero with sign
    float q = x / 1e30f;                  // denormal results
    float t = (x - x) * -1.0f;            // -0 for finite x
    za[i] = nz + s + d + q + t;
    ya[i] = d * 1e20f + copysignf(0.0f, x);
  }
  // loop 2: doubles with denormals, conversion float<->double of denormals
  for (int i = 0; i < n; i++) {
    double x = xd[i];
    double d = x * 0.5 + x / 3.0;
    float f = (float)(x * 1e270);         // may become float denormal or zero
    yd[i] = d - x + (double)f + (-0.0 * x);
    xd[i] = sqrt(fabs(x)) * (x < 0 ? -1.0 : 1.0);
  }
  // loop 3: in-range float -> int conversions after clamping
  for (int i = 0; i < n; i++) {
    float x = xa[i] * 40000.0f;
    float c = x > 2147483520.0f ? 2147483520.0f : (x < -2147483648.0f ? -2147483648.0f : x);
    ia[i] = (int32_t)c + (int32_t)truncf(xa[i]) - (int32_t)floorf(xa[i]) + (int32_t)ceilf(xa[i]);
    float ux = fabsf(x) * 2.0f;
    ua[i] = (uint32_t)(ux < 4294967040.0f ? ux : 4294967040.0f);
    double dx = (double)xa[i] * 1e12;
    la[i] = (int64_t)(dx > 9e18 ? 9e18 : (dx < -9e18 ? -9e18 : dx)) + (int64_t)rintf(xa[i]) * 7 +
            (int64_t)nearbyint((double)xa[i]) + lrintf(xa[i] * 0.5f);
  }
  uint32_t h1 = 0, h2 = 0, h3 = 0, h4 = 0;
  uint64_t h5 = 0, h6 = 0, h7 = 0;
  int negz = 0, den = 0;
  for (int i = 0; i < n; i++) {
    h1 = h1 * 31u + fbits(za[i]);
    h2 = h2 * 31u + fbits(ya[i]);
    h3 = h3 * 31u + (uint32_t)ia[i];
    h4 = h4 * 31u + ua[i];
    h5 = h5 * 31u + dbits(yd[i]);
    h6 = h6 * 31u + dbits(xd[i]);
    h7 = h7 * 31u + (uint64_t)la[i];
    negz += fbits(za[i]) == 0x80000000u;
    den += fpclassify(za[i]) == FP_SUBNORMAL;
  }
  printf("%08x %08x %08x %08x %016llx %016llx %016llx negz=%d den=%d\n", h1, h2, h3, h4,
         (unsigned long long)h5, (unsigned long long)h6, (unsigned long long)h7, negz, den);
  for (int i = 0; i < n && i < 8; i++)
    printf("%d: %08x %08x %d %u %016llx %lld %.9g\n", i, fbits(za[i]), fbits(ya[i]), ia[i], ua[i],
           (unsigned long long)dbits(yd[i]), (long long)la[i], (double)za[i]);
  return 0;
}
