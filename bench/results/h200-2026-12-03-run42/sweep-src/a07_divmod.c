// ARGS: 300 257
// ARGS: 45 1
// Division and modulo by loop counters (signed, unsigned, int64), switch inside loops, gcd loops.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]);
  int *a = malloc(sizeof(int) * n * m);
  unsigned *u = malloc(sizeof(unsigned) * n * m);
  int64_t *q = malloc(sizeof(int64_t) * n * m);
  short *g = malloc(sizeof(short) * n * m);
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int k = (i - 1) * m + (j - 1);
      a[k] = (i * 1000 - j * 37) / j + (-i * 13) % j - i / (j + 1);
      u[k] = (0xfffffff0u - (unsigned)i * 977u) / (unsigned)j % (unsigned)(i + 3);
      q[k] = ((int64_t)i * 1000000007LL - (int64_t)j * j * 99991LL) / (i + j) % 1000003LL;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int x = i + 1, y = j + 1;
      while (y) { int t = x % y; x = y; y = t; }
      g[i * m + j] = (short)x;
    }
  /* switch in a loop */
  long long sw = 0;
  for (int i = 0; i < n * m; i++) {
    int v;
    switch (i % 7) {
      case 0: v = a[i] * 3; break;
      case 1: v = (int)(u[i] >> 3); break;
      case 2: v = (int)(q[i] & 0xffff); break;
      case 3: v = g[i] * g[i]; break;
      case 4: v = -a[i]; /* fallthrough */
      case 5: v = a[i] ^ 0x5a5a; break;
      default: v = i; break;
    }
    sw += v;
  }
  /* row-wise switch writing a second array */
  int *r = malloc(sizeof(int) * n * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int k = i * m + j, v = a[k];
      switch ((i + j) & 3) {
        case 0: r[k] = v / 3; break;
        case 1: r[k] = v % 5; break;
        case 2: r[k] = v >> 2; break;
        default: r[k] = (v << 1) - j; break;
      }
    }
  long long sa = 0, sq = 0, sg = 0, sr = 0; unsigned su = 0;
  for (int k = 0; k < n * m; k++) { sa += a[k] * (k % 11 + 1); su ^= u[k] + (unsigned)k; sq += q[k]; sg += g[k]; sr += (long long)r[k] * (k % 3 + 1); }
  printf("a=%lld u=%08x q=%lld g=%lld r=%lld sw=%lld\n", sa, su, sq, sg, sr, sw);
  /* int64 mod by counter in a reduction */
  uint64_t acc = 1;
  for (int i = 1; i < n * 10; i++) acc = (acc * 6364136223846793005ULL + (uint64_t)i) % (uint64_t)(i * 2 + 1) + acc / (uint64_t)i;
  printf("acc=%llu a[0]=%d a[last]=%d q[mid]=%lld\n", (unsigned long long)acc, a[0], a[n * m - 1], (long long)q[n * m / 2]);
  free(a); free(u); free(q); free(g); free(r);
  return 0;
}
