// i23: VLA / stack arrays in main and in a noinline time-loop function, kernels writing them, host
// reading single elements; a switch on t % 4 choosing the kernel (br_table in the region).
// ARGS: 1000 12
// ARGS: 1 4
// ARGS: 2 5
// ARGS: 3 9
#include "common.h"
__attribute__((noinline)) void k0(int *o, const int *i_, int n) { for (int i = 0; i < n; i++) o[i] = i_[i] * 2 + 1; }
__attribute__((noinline)) void k1(int *o, const int *i_, int n) { for (int i = 0; i < n; i++) o[i] = i_[n - 1 - i] - 3; }
__attribute__((noinline)) void k2(int *o, const int *i_, int n) { for (int i = 0; i < n; i++) o[i] = i_[i] ^ (i * 77); }
__attribute__((noinline)) unsigned tl(int n, int steps, int seed) {
  int x[n + 1], y[n + 1];
  for (int i = 0; i <= n; i++) x[i] = y[i] = seed + i * 13;
  unsigned acc = 0;
  for (int t = 0; t < steps; t++) {
    switch (t % 4) {
      case 0: k0(y, x, n); break;
      case 1: k1(y, x, n); break;
      case 2: k2(y, x, n); break;
      default: k0(y, y, n); break;
    }
    k2(x, y, n);
    acc = acc * 33 + (unsigned)x[t % n];
  }
  return acc ^ hashb(x, 4 * n) ^ hashb(y, 4 * n);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  int z[n + 2];
  for (int i = 0; i < n + 2; i++) z[i] = lcg() % 1000;
  for (int t = 0; t < steps; t++) { k1(z + 1, z, n); z[0] = z[n] + t; }
  printf("z=%u\n", hashb(z, 4 * (n + 2)));
  printf("%u %u %u\n", tl(n, steps, 5), tl(1, steps, 7), tl(n / 2 + 1, steps + 3, 9));
  return 0;
}
