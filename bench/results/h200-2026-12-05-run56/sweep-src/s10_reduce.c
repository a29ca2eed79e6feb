// s10: reductions. Integer sum (wrapping uint32, int64), xor, and, or, min, max (signed and
// unsigned), count of a predicate, argmin with first-index tie break, and float/double sums
// in source order (must be bit-identical to the sequential left-to-right order: no
// reassociation is allowed without -ffast-math), a float dot product, a float max with NaN
// elements (comparison-based, so NaN handling depends on order), plus a 2-D row-sum nest,
// and compare-select max/min reductions whose maximum is a tie between -0.0 and +0.0 (the
// first (>) or last (>=) of the tied elements in iteration order must win).
// ARGS: 100000 1
// ARGS: 4097 2
// ARGS: 1 3
// ARGS: 0 4
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 100000
static int32_t ia[MAXN];
static uint32_t ua[MAXN];
static float fa[MAXN], fb[MAXN], fz[MAXN];
static double da[MAXN];
static float mat[96][96];
static float rows[96];
static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t dbits(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int seed = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 0) n = 0;
  if (n > MAXN) n = MAXN;
  uint64_t st = (uint64_t)seed * 2654435761u + 1;
  for (int i = 0; i < n; i++) {
    st = st * 6364136223846793005ULL + 1442695040888963407ULL;
    uint32_t r = (uint32_t)(st >> 33);
    ia[i] = (int32_t)(r % 2000001) - 1000000;
    ua[i] = r * 2654435761u;
    fa[i] = (float)((int32_t)r % 100000) * 1.37e-3f + (i % 3 == 0 ? 1e7f : 0.0f);   // cancellation
    fb[i] = (float)(r % 1000) * 0.01f - 5.0f;
    da[i] = (double)ia[i] * 1.0e-7 + (i % 5 == 0 ? 1e15 : -1e15 / 3.0);
  }
  if (n > 10) fb[n / 2] = NAN;
  // loop 1: integer reductions
  uint32_t usum = 0, uxor = 0, uand = 0xFFFFFFFFu, uor = 0, umin = 0xFFFFFFFFu, umax = 0;
  int64_t lsum = 0;
  int32_t imin = INT32_MAX, imax = INT32_MIN;
  int cnt = 0;
  for (int i = 0; i < n; i++) {
    usum += ua[i];
    uxor ^= ua[i];
    uand &= ua[i] | 0x01010101u;
    uor |= ua[i] & 0xF0F0F0F0u;
    umin = ua[i] < umin ? ua[i] : umin;
    umax = ua[i] > umax ? ua[i] : umax;
    lsum += (int64_t)ia[i] * ia[i];
    imin = ia[i] < imin ? ia[i] : imin;
    imax = ia[i] > imax ? ia[i] : imax;
    cnt += (ia[i] & 3) == 1;
  }
  printf("n=%d int: %08x %08x %08x %08x %08x %08x %lld %d %d %d\n", n, usum, uxor, uand, uor, umin,
         umax, (long long)lsum, imin, imax, cnt);
  // loop 2: argmin with first index tie break (values mod 1000 so ties are common)
  int best = 0x7fffffff, bi = -1;
  for (int i = 0; i < n; i++) {
    int v = (ia[i] % 1000 + 1000) % 1000;
    if (v < best) { best = v; bi = i; }
  }
  printf("argmin %d at %d\n", best, bi);
  // loop 3: float and double sums in order, dot product, NaN-sensitive max
  float fs = 0.0f, dot = 0.0f, fm = -INFINITY;
  double ds = 0.0;
  for (int i = 0; i < n; i++) fs += fa[i];
  for (int i = 0; i < n; i++) dot += fa[i] * fb[i];
  for (int i = 0; i < n; i++) ds += da[i];
  for (int i = 0; i < n; i++) fm = fb[i] > fm ? fb[i] : fm;     // NaN never wins a '>'
  float fm2 = -INFINITY;
  for (int i = 0; i < n; i++) fm2 = fmaxf(fm2, fb[i]);
  printf("fsum %08x %.9g dot %08x ds %016llx %.17g max %08x %08x\n", fbits(fs), (double)fs,
         fbits(dot), (unsigned long long)dbits(ds), ds, fbits(fm), fbits(fm2));
  // loop 3b: signed-zero ties in compare-select reductions
  for (int i = 0; i < n; i++) fz[i] = -1.0f - (float)(ua[i] >> 9);
  if (n > 2) {
    int p1 = n / 3, p2 = (seed & 1) ? n / 5 : 2 * n / 3;
    if (p2 == p1) p2 = p1 + 1;
    fz[p1] = -0.0f;
    fz[p2] = 0.0f;
  }
  float zm = -1e30f, zm2 = -1e30f, zn = 1e30f;
  for (int i = 0; i < n; i++) zm = fz[i] > zm ? fz[i] : zm;
  for (int i = 0; i < n; i++) zm2 = fz[i] >= zm2 ? fz[i] : zm2;
  for (int i = 0; i < n; i++) zn = -fz[i] < zn ? -fz[i] : zn;
  printf("zero ties %08x %08x %08x\n", fbits(zm), fbits(zm2), fbits(zn));
  // loop 4: 2-D nest: per-row float sums (parallel over rows, sequential within a row)
  int m = n < 96 ? n : 96;
  for (int r = 0; r < m; r++)
    for (int c = 0; c < m; c++) mat[r][c] = fa[(r * 96 + c) % (n ? n : 1)] * (float)(c + 1) * 1e-3f;
  for (int r = 0; r < m; r++) {
    float s = 0.0f;
    for (int c = 0; c < m; c++) s += mat[r][c];
    rows[r] = s;
  }
  uint32_t hr = 0;
  for (int r = 0; r < m; r++) hr = hr * 31u + fbits(rows[r]);
  printf("rows m=%d %08x\n", m, hr);
  return 0;
}
