// ARGS: 500 0
// ARGS: 500 1
// Integer edge cases in loops: INT_MIN/-1 (trap in mode 1), INT_MIN%-1, shifts >= width,
// rotates, clz/ctz/popcount, i8/i16 wraparound, unsigned induction that wraps.
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <stdint.h>
__attribute__((noinline)) static void ops(int n, const int *a, const int *b, int *r1, int *r2, unsigned *r3, int8_t *r4, int16_t *r5) {
  for (int i = 0; i < n; i++) {
    int x = a[i], y = b[i];
    r1[i] = y ? x % y : -1;
    r2[i] = (x << (i & 63)) ^ (int)((unsigned)x >> (y & 63)) ^ (x >> (i + 7));
    r3[i] = __builtin_rotateleft32((unsigned)x, i) + __builtin_popcount(x) + (x ? __builtin_clz(x) + __builtin_ctz(x) : 99);
    r4[i] = (int8_t)(x * 3 + y);
    r5[i] = (int16_t)(x - y * 7);
  }
}
__attribute__((noinline)) static void divs(int n, const int *a, const int *b, int *r) {
  for (int i = 0; i < n; i++) r[i] = a[i] / (b[i] | 1);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), mode = atoi(argv[2]);
  int *a = malloc(4 * n), *b = malloc(4 * n), *r1 = malloc(4 * n), *r2 = malloc(4 * n), *r6 = malloc(4 * n);
  unsigned *r3 = malloc(4 * n); int8_t *r4 = malloc(n); int16_t *r5 = malloc(2 * n);
  for (int i = 0; i < n; i++) {
    a[i] = (i % 5 == 0) ? INT_MIN : (int)(i * 2654435761u);
    b[i] = (i % 7 == 0) ? -1 : (i % 11 == 0) ? 0 : (i * 40503) % 1000 - 500;
  }
  ops(n, a, b, r1, r2, r3, r4, r5);
  unsigned h = 0; long long s4 = 0, s5 = 0;
  for (int i = 0; i < n; i++) { h = h * 31 + (unsigned)r1[i]; h = h * 31 + (unsigned)r2[i]; h ^= r3[i]; s4 += r4[i]; s5 += r5[i]; }
  /* unsigned induction that wraps past zero */
  unsigned cnt = 0; long long su = 0;
  for (unsigned k = 4000000000u; k != 5u; k += 65537u) { su += k & 0xff; if (++cnt > 100000) break; }
  printf("h=%08x s4=%lld s5=%lld cnt=%u su=%lld\n", h, s4, s5, cnt, su);
  fflush(stdout);
  for (int i = 0; i < n; i++) b[i] = (i % 7 == 0 && mode == 1 && i > n / 2) ? -1 : (b[i] | 2);
  divs(n, a, b, r6);
  long long s6 = 0; for (int i = 0; i < n; i++) s6 += r6[i];
  printf("s6=%lld\n", s6);
  return 0;
}
