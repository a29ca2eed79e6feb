// s08: unusual trip counts and counters. Loops with n = 0, 1 or negative (signed compare, so
// zero trips), unsigned counters counting down (for (unsigned i = n; i-- > 0;)), int64
// counters, step 3 and step -2 loops, a loop with bounds lo..hi where hi < lo, a 2-D nest
// with one zero extent, and a loop whose bound is read from memory (argv-derived).
// Each loop writes a fresh marker array so a loop that runs when it must not shows up.
// ARGS: 10000 7 100
// ARGS: 1 1 1
// ARGS: 0 0 0
// ARGS: -5 -3 50
// ARGS: 2 100 0
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXN 10008
static int32_t a[MAXN], b[MAXN], c[MAXN], d[MAXN];
static int64_t e[MAXN];
static int32_t m2[100][100];
static volatile int bound_store;

static uint32_t hash(const int32_t *p, int n) {
  uint32_t h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (uint32_t)p[i]) * 16777619u;
  return h;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10;
  int lo = argc > 2 ? atoi(argv[2]) : 0;
  int rows = argc > 3 ? atoi(argv[3]) : 10;
  if (n > 10000) n = 10000;
  if (lo > 10000) lo = 10000;
  if (rows > 100) rows = 100;
  for (int i = 0; i < MAXN; i++) { a[i] = -1; b[i] = -2; c[i] = -3; d[i] = -4; e[i] = -5; }
  for (int r = 0; r < 100; r++) for (int q = 0; q < 100; q++) m2[r][q] = -6;
  // loop 1: signed bound, zero trips for n <= 0
  for (int i = 0; i < n; i++) a[i] = i * 3 + 1;
  // loop 2: unsigned counter counting down from n (n <= 0: zero trips via the guard)
  unsigned un = n > 0 ? (unsigned)n : 0u;
  for (unsigned i = un; i-- > 0;) b[i] = (int32_t)(i * 7u) ^ a[i];
  // loop 3: step 3 from lo to n, and step -2 from n-1 down to lo (hi < lo: zero trips)
  for (int i = lo; i < n; i += 3) c[i] = i + a[i];
  for (int i = n - 1; i >= lo; i -= 2) d[i] = i - b[i];
  // loop 4: int64 counter with a large start offset
  int64_t base = 0x100000000LL;
  for (int64_t k = base; k < base + n; k++) e[k - base] = k * 3 - (int64_t)a[k - base];
  // loop 5: 2-D with a zero or negative extent, inner bound lo (clamped to 100)
  int cols = lo < 0 ? lo : (lo > 100 ? 100 : lo);
  for (int r = 0; r < rows; r++)
    for (int q = 0; q < cols; q++) m2[r][q] = r * 1000 + q;
  // loop 6: bound read from memory (volatile store, then a plain load into a local)
  bound_store = n - lo;
  int m = bound_store;
  if (m > MAXN - 8) m = MAXN - 8;
  for (int i = 0; i < m; i++) a[i] += 5;
  // loop 7: unsigned loop with a wraparound-prone bound: i < (unsigned)m when m < 0 would
  // be a huge trip count, so guarded by m > 0; i <= m with m = -1 must run zero times
  for (int i = 0; i <= m && i < MAXN; i++) c[i] ^= 0x55;
  printf("n=%d lo=%d rows=%d m=%d\n", n, lo, rows, m);
  printf("a=%08x b=%08x c=%08x d=%08x\n", hash(a, MAXN), hash(b, MAXN), hash(c, MAXN), hash(d, MAXN));
  uint64_t he = 0;
  for (int i = 0; i < MAXN; i++) he = he * 31u + (uint64_t)e[i];
  uint32_t hm = 0;
  for (int r = 0; r < 100; r++) hm = hm * 7u + hash(m2[r], 100);
  printf("e=%016llx m2=%08x\n", (unsigned long long)he, hm);
  return n < 0 ? 2 : 0;
}
