// h03: arithmetic traps on a data element at one call (tc), after safe calls. mode 0: none;
// 1: b[k] = 0 in an int division; 2: a[k] = INT_MIN, b[k] = -1; 3: a u64 divisor 0 (remainder);
// 4: __builtin_trap() when a[k] == 777777; 5: i32.trunc_f32_s of NaN; 6: i32.trunc_f32_s of 3e9;
// 7: u32 trunc of -1.5; 8: plain C casts of NaN/huge/negative (no trap; results printed).
// ARGS: 800 8 0 3 5
// ARGS: 800 8 1 3 5
// ARGS: 800 8 2 4 799
// ARGS: 5 6 3 2 0
// ARGS: 400 8 4 5 17
// ARGS: 300 6 5 1 7
// ARGS: 300 6 6 4 299
// ARGS: 3 6 7 3 1
// ARGS: 600 6 8 2 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <limits.h>
#include <math.h>
static unsigned lcg_s = 1303u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void qdiv(int *o, const int *a, const int *b, int n, int c) {
  for (int i = 0; i < n; i++) o[i] = a[i] / b[i] + c;
}
__attribute__((noinline)) void urem64(uint64_t *o, const uint64_t *a, const uint64_t *b, int n) {
  for (int i = 0; i < n; i++) o[i] = a[i] % b[i] + o[i];
}
__attribute__((noinline)) void chk(int *o, const int *a, int n) {
  for (int i = 0; i < n; i++) {
    if (a[i] == 777777) __builtin_trap();
    o[i] = a[i] * 5 + 1;
  }
}
__attribute__((noinline)) void tr_s(int *o, const float *f, int n) {
  for (int i = 0; i < n; i++) o[i] = __builtin_wasm_trunc_s_i32_f32(f[i]) + i;
}
__attribute__((noinline)) void tr_u(unsigned *o, const float *f, int n) {
  for (int i = 0; i < n; i++) o[i] = __builtin_wasm_trunc_u_i32_f32(f[i]) ^ (unsigned)i;
}
__attribute__((noinline)) void casts(int *o, unsigned *ou, long long *oq, const float *f, const double *d, int n) {
  for (int i = 0; i < n; i++) {
    o[i] = (int)f[i];
    ou[i] = (unsigned)f[i];
    oq[i] = (long long)d[i];
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]), mode = atoi(argv[3]), tc = atoi(argv[4]), k = atoi(argv[5]);
  if (k >= n) k = n - 1;
  int *a = malloc(4 * n), *b = malloc(4 * n), *o = malloc(4 * n);
  unsigned *ou = malloc(4 * n);
  uint64_t *qa = malloc(8 * n), *qb = malloc(8 * n), *qo = malloc(8 * n);
  float *f = malloc(4 * n), *fu = malloc(4 * n);
  double *d = malloc(8 * n);
  long long *oq = malloc(8 * n);
  for (int i = 0; i < n; i++) {
    a[i] = (int)(lcg() % 200000) - 100000; b[i] = (int)(lcg() % 97) + 1; o[i] = 0;
    qa[i] = ((uint64_t)lcg() << 24) ^ lcg(); qb[i] = (lcg() % 1000) + 1; qo[i] = 0;
    f[i] = (float)((int)(lcg() % 20000) - 10000) / 7.0f; fu[i] = (float)(lcg() % 40000) / 3.0f;
    d[i] = (double)((int)(lcg() % 20000) - 10000) * 1.5;
  }
  for (int c = 0; c < calls; c++) {
    if (c == tc) {
      if (mode == 1) b[k] = 0;
      if (mode == 2) { a[k] = INT_MIN; b[k] = -1; }
      if (mode == 3) qb[k] = 0;
      if (mode == 4) a[k] = 777777;
      if (mode == 5) f[k] = NAN;
      if (mode == 6) f[k] = 3e9f;
      if (mode == 7) fu[k] = -1.5f;
      if (mode == 8) {
        f[k] = NAN; f[(k + 1) % n] = 3e9f; f[(k + 2) % n] = -3e9f; f[(k + 3) % n] = -INFINITY;
        d[k] = NAN; d[(k + 1) % n] = 1e300; d[(k + 2) % n] = -1e19;
        fu[k] = -7.5f;
      }
    }
    printf("c%d\n", c);
    fflush(stdout);
    qdiv(o, a, b, n, c);
    printf(" q=%u", hashb(o, 4u * n)); fflush(stdout);
    urem64(qo, qa, qb, n);
    printf(" r=%u", hashb(qo, 8u * n)); fflush(stdout);
    chk(o, a, n);
    printf(" k=%u", hashb(o, 4u * n)); fflush(stdout);
    if (mode != 8) {
      tr_s(o, f, n);
      printf(" ts=%u", hashb(o, 4u * n)); fflush(stdout);
      tr_u(ou, fu, n);
      printf(" tu=%u", hashb(ou, 4u * n)); fflush(stdout);
    } else {
      casts(o, ou, oq, f, d, n);
      printf(" cs=%u %u %u o[k]=%d ou[k]=%u oq[k]=%lld", hashb(o, 4u * n), hashb(ou, 4u * n), hashb(oq, 8u * n),
             o[k], ou[k], oq[k]);
    }
    printf("\n");
    for (int i = 0; i < n; i++) { a[i] += c; f[i] += 0.25f; fu[i] += 1.0f; }
  }
  printf("done\n");
  return 0;
}
