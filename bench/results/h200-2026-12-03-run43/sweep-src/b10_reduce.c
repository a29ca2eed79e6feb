// ARGS: 500 17
// ARGS: 1 97
// Integer min/max/xor/or/and reductions, counts and argmax with index.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 500;
  int seed = argc > 2 ? atoi(argv[2]) : 17;
  int32_t *a = malloc(4 * n); uint16_t *s = malloc(2 * n); int8_t *b = malloc(n);
  uint32_t st = (uint32_t)seed;
  for (int i = 0; i < n; i++) {
    st = st * 1103515245u + 12345u;
    a[i] = (int32_t)(st >> 1) - (1 << 30);
    s[i] = (uint16_t)(st >> 9);
    b[i] = (int8_t)(st >> 20);
  }
  int mn = INT_MAX, mx = INT_MIN; uint32_t x = 0, o = 0, an = ~0u;
  for (int i = 0; i < n; i++) {
    mn = a[i] < mn ? a[i] : mn;
    mx = a[i] > mx ? a[i] : mx;
    x ^= (uint32_t)a[i]; o |= s[i]; an &= (uint32_t)a[i] | 0x10101;
  }
  printf("min=%d max=%d xor=%08x or=%04x and=%08x\n", mn, mx, x, o, an);
  int amax = 0, amin = 0;
  for (int i = 1; i < n; i++) if (a[i] > a[amax]) amax = i;
  for (int i = n - 1; i >= 0; i--) if (s[i] <= s[amin]) amin = i;
  printf("argmax=%d argmin16=%d (%u)\n", amax, amin, s[amin]);
  int pos = 0, even = 0, inr = 0, neg8 = 0;
  for (int i = 0; i < n; i++) {
    pos += a[i] > 0;
    even += (s[i] & 1) == 0;
    if (a[i] > -100000000 && a[i] < 100000000) inr++;
    neg8 += b[i] < 0;
  }
  printf("pos=%d even=%d inr=%d neg8=%d\n", pos, even, inr, neg8);
  int8_t bmn = 127, bmx = -128; unsigned short smx = 0; long bsum = 0;
  for (int i = 0; i < n; i++) {
    if (b[i] < bmn) bmn = b[i];
    if (b[i] > bmx) bmx = b[i];
    if (s[i] > smx) smx = s[i];
    bsum += b[i];
  }
  printf("b: %d %d %ld smax=%u\n", bmn, bmx, bsum, smx);
  // per-row max with index over a 2D view
  int cols = 13, rows = n / cols;
  long rsum = 0;
  for (int r = 0; r < rows; r++) {
    int bi = 0, bv = a[r * cols];
    for (int c = 1; c < cols; c++) if (a[r * cols + c] > bv) { bv = a[r * cols + c]; bi = c; }
    rsum += bi * (r + 1);
  }
  printf("rows=%d rowargmax=%ld\n", rows, rsum);
  uint64_t umin = UINT64_MAX;
  for (int i = 0; i < n; i++) { uint64_t v = (uint64_t)(uint32_t)a[i] * (s[i] | 1); if (v < umin) umin = v; }
  printf("umin=%llu\n", (unsigned long long)umin);
  free(a); free(s); free(b);
  return 0;
}
