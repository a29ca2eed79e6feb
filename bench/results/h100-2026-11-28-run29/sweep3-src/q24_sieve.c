#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// sieve of Eratosthenes (inner loop stride p from the outer loop, start p*p), bitset ops in words,
// counting primes in blocks, prime gaps
// ARGS: 100
// ARGS: 0
// ARGS: 1
// ARGS: 2
// ARGS: 3
// ARGS: 1000
// ARGS: 65537
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  uint8_t *c = calloc(n + 2, 1);
  for (int p = 2; (long long)p * p <= n; p++) if (!c[p]) for (int q = p * p; q <= n; q += p) c[q] = 1;
  int words = (n >> 5) + 1;
  uint32_t *bits = calloc(words, 4), *bits2 = calloc(words, 4);
  for (int i = 2; i <= n; i++) if (!c[i]) bits[i >> 5] |= 1u << (i & 31);
  for (int w = 0; w < words; w++) bits2[w] = bits[w] & (bits[w] >> 2 | (w + 1 < words ? bits[w + 1] << 30 : 0));  // twin primes
  int cnt = 0, tw = 0;
  for (int w = 0; w < words; w++) { cnt += __builtin_popcount(bits[w]); tw += __builtin_popcount(bits2[w]); }
  int nb = n / 100 + 1; int *blk = calloc(nb, 4);
  for (int b = 0; b < nb; b++) { int s = 0; for (int i = b * 100; i < b * 100 + 100 && i <= n; i++) s += i >= 2 && !c[i]; blk[b] = s; }
  int maxgap = 0, last = -1;
  for (int i = 2; i <= n; i++) if (!c[i]) { if (last >= 0 && i - last > maxgap) maxgap = i - last; last = i; }
  printf("cnt=%d twins=%d maxgap=%d last=%d\n", cnt, tw, maxgap, last);
  for (int b = 0; b < nb && b < 20; b++) printf("%d ", blk[b]);
  printf("\n");
  return 0;
}
