// s03: float/double NaN bits computed per element. 0/0, inf-inf, 0*inf, sqrt(-x), NaN
// inputs with payloads (loaded from integer bits), negation and fabs/copysign of NaN (sign
// bit only), fmin/fmax/fminf/fmaxf with one NaN argument (C: return the other) and with
// both NaN, comparisons with NaN selecting values, and NaN through arithmetic. All results
// printed as hex bits so NaN sign and payload bits are compared.
// ARGS: 20000 3
// ARGS: 777 11
// ARGS: 0 1
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 20000
static float fa[MAXN], fb[MAXN], fo[MAXN], fp[MAXN];
static double da[MAXN], db[MAXN], dout[MAXN];
static uint32_t st;
static uint32_t rnd(void) { st = st * 1664525u + 1013904223u; return st; }
static float bitsf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static double bitsd(uint64_t u) { double f; memcpy(&f, &u, 8); return f; }
static uint64_t dbits(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int seed = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 0) n = 0;
  if (n > MAXN) n = MAXN;
  st = (uint32_t)seed;
  for (int i = 0; i < n; i++) {
    uint32_t r = rnd();
    switch (r % 9) {
      case 0: fa[i] = bitsf(0x7FC00000u | (r >> 12)); break;          // quiet NaN with payload
      case 1: fa[i] = bitsf(0xFFC00000u | (r >> 14)); break;          // negative quiet NaN
      case 2: fa[i] = INFINITY; break;
      case 3: fa[i] = -INFINITY; break;
      case 4: fa[i] = 0.0f; break;
      case 5: fa[i] = -0.0f; break;
      default: fa[i] = (float)((int32_t)r % 2000) / 16.0f; break;
    }
    uint32_t q = rnd();
    fb[i] = (q % 5 == 0) ? bitsf(0x7FC00000u | (q >> 10)) : (float)((int32_t)q % 300) / 8.0f;
    da[i] = (r % 4 == 0) ? bitsd(0x7FF8000000000000ULL | ((uint64_t)r << 17)) : (double)fa[i];
    db[i] = (q % 3 == 0) ? -INFINITY : (double)fb[i] * 0.5;
  }
  printf("n=%d\n", n);
  // loop 1: NaN-producing arithmetic on floats
  for (int i = 0; i < n; i++) {
    float x = fa[i], y = fb[i];
    float a = x - x;                  // inf-inf = NaN, NaN stays NaN
    float b = x * 0.0f;               // inf*0 = NaN, -0 for negatives
    float c = y / x;                  // x==0 -> inf or NaN (0/0)
    float d = sqrtf(y - 100.0f);      // sqrt of negative
    fo[i] = a + b + c + d;
    fp[i] = -(x + y);                 // negation flips sign bit of NaN too
  }
  // loop 2: fmin/fmax/copysign/fabs with NaN
  for (int i = 0; i < n; i++) {
    float x = fa[i], y = fb[i];
    float m = fminf(x, y), M = fmaxf(x, y);
    float both = fmaxf(x - x, y - y);             // may be NaN,NaN
    float cs = copysignf(fabsf(x), -y);
    float sel = (x < y) ? x : y;                  // NaN compares false -> y
    float sel2 = (x != x) ? 1.5f : x;
    fa[i] = m + M * 0.25f + sel2;
    fb[i] = cs + both + sel;
  }
  // loop 3: doubles
  for (int i = 0; i < n; i++) {
    double x = da[i], y = db[i];
    double r = (x + y) * (x - y);
    double s = fmax(x, y) - fmin(y, x);
    double t = sqrt(x) + copysign(1.0, x) * fabs(y);
    double u = (double)(float)x;                  // demote/promote a NaN
    dout[i] = r + s * 0.0 + t + (u != u ? 0.0 : u);
    da[i] = -fabs(x) / y;
  }
  uint32_t h1 = 0, h2 = 0, h3 = 0, h4 = 0;
  uint64_t h5 = 0, h6 = 0;
  int nan = 0;
  for (int i = 0; i < n; i++) {
    h1 = h1 * 31u + fbits(fo[i]);
    h2 = h2 * 31u + fbits(fp[i]);
    h3 = h3 * 31u + fbits(fa[i]);
    h4 = h4 * 31u + fbits(fb[i]);
    h5 = h5 * 31u + dbits(dout[i]);
    h6 = h6 * 31u + dbits(da[i]);
    nan += (fo[i] != fo[i]) + (dout[i] != dout[i]);
  }
  printf("%08x %08x %08x %08x %016llx %016llx nan=%d\n", h1, h2, h3, h4,
         (unsigned long long)h5, (unsigned long long)h6, nan);
  for (int i = 0; i < n && i < 12; i++)
    printf("%d: %08x %08x %08x %08x %016llx %016llx\n", i, fbits(fo[i]), fbits(fp[i]), fbits(fa[i]),
           fbits(fb[i]), (unsigned long long)dbits(dout[i]), (unsigned long long)dbits(da[i]));
  return 0;
}
