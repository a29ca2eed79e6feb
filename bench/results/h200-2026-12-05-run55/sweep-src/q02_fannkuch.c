// q02: fannkuch-redux: every permutation index k in [0, n!) is decoded independently
// (factorial number system into a per-iteration local array), then pancake-flipped;
// per-permutation flip counts, max flips and the alternating checksum.
// ARGS: 7 1
// ARGS: 1 1
// ARGS: 5 3
#include <stdio.h>
#include <stdlib.h>

static void perm_of(int n, long k, const long *fact, signed char *p) {
  signed char pool[16];
  for (int i = 0; i < n; i++) pool[i] = (signed char)i;
  int m = n;
  for (int i = n - 1; i >= 0; i--) {
    long d = k / fact[i];
    k %= fact[i];
    p[n - 1 - i] = pool[d];
    for (int j = (int)d; j < m - 1; j++) pool[j] = pool[j + 1];
    m--;
  }
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]), reps = atoi(argv[2]);
  if (n < 1 || n > 12) return 2;
  long fact[16];
  fact[0] = 1;
  for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
  long total = fact[n];
  int *flips = malloc(sizeof(int) * total);
  int *first = malloc(sizeof(int) * total);
  long checksum = 0; int maxf = 0;
  for (int r = 0; r < reps; r++) {
    for (long k = 0; k < total; k++) {
      signed char p[16];
      perm_of(n, (k + r) % total, fact, p);
      first[k] = p[0] * 16 + p[n - 1];
      int f = 0;
      while (p[0] != 0) {
        int top = p[0];
        for (int i = 0, j = top; i < j; i++, j--) { signed char t = p[i]; p[i] = p[j]; p[j] = t; }
        f++;
      }
      flips[k] = f;
    }
    for (long k = 0; k < total; k++) {
      checksum += ((k + r) % total) % 2 == 0 ? flips[k] : -flips[k];
      if (flips[k] > maxf) maxf = flips[k];
    }
  }
  unsigned h = 2166136261u;
  for (long k = 0; k < total; k++) h = (h ^ (unsigned)(first[k] * 31 + flips[k])) * 16777619u;
  printf("%ld\nPfannkuchen(%d) = %d\nh=%u\n", checksum, n, maxf, h);
  return 0;
}
