// i12: a step function whose reduction result is stored in memory (stats[]) and read by main's time
// loop to pick the next salt; a counter in memory; a perturbed element; early break when the sum
// crosses a threshold from argv.
// ARGS: 4000 25 900000000
// ARGS: 1 6 5
// ARGS: 2 8 100
// ARGS: 3 10 2000000000
#include "common.h"
__attribute__((noinline)) void stats_k(const unsigned *a, int n, unsigned *stats) {
  unsigned s = 0, x = 0, mx = 0;
  for (int i = 0; i < n; i++) { s += a[i]; x ^= a[i] * 2654435761u; mx = a[i] > mx ? a[i] : mx; }
  stats[0] = s; stats[1] = x; stats[2] = mx;
}
__attribute__((noinline)) void mix(unsigned *a, int n, unsigned salt) {
  for (int i = 0; i < n; i++) a[i] = (a[i] ^ salt) % 100003u + (unsigned)i;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  unsigned thr = (unsigned)strtoul(argv[3], 0, 10);
  unsigned *a = malloc(4 * n), *st = malloc(16), *cnt = malloc(8);
  for (int i = 0; i < n; i++) a[i] = lcg();
  cnt[0] = 0;
  unsigned salt = 17;
  for (int t = 0; t < steps; t++) {
    mix(a, n, salt);
    stats_k(a, n, st);
    salt = st[1] + st[2] * 3u;
    a[(t * 13) % n] ^= st[0];
    cnt[0]++;
    if (st[0] > thr) break;
  }
  printf("cnt=%u salt=%u st=%u %u %u a=%u\n", cnt[0], salt, st[0], st[1], st[2], hashb(a, 4 * n));
  return 0;
}
