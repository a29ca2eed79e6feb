// i13: a kernel that traps inside a time loop at step s: the gather index comes from a table that
// scalar code corrupts at step s (out of bounds of memory), or a divide by a value that becomes zero.
// Output before the trap flushed each step.
// ARGS: 2000 15 6 0
// ARGS: 2000 15 6 1
// ARGS: 1 4 2 0
// ARGS: 3 5 1 1
#include "common.h"
__attribute__((noinline)) void gath(int *out, const int *in, const int *idx, int n) {
  for (int i = 0; i < n; i++) out[i] = in[idx[i]] + i;
}
__attribute__((noinline)) void divk(int *out, const int *in, const int *d, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] / d[i] + 1;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), s = atoi(argv[3]), mode = atoi(argv[4]);
  int *a = malloc(4 * n), *b = malloc(4 * n), *idx = malloc(4 * n), *dv = malloc(4 * n);
  for (int i = 0; i < n; i++) { a[i] = b[i] = lcg() % 100000; idx[i] = lcg() % n; dv[i] = 1 + lcg() % 5; }
  for (int t = 0; t < steps; t++) {
    if (t == s) { if (mode == 0) idx[n - 1] = 0x20000000; else dv[n / 2] = 0; }
    if (mode == 0) gath(b, a, idx, n); else divk(b, a, dv, n);
    int *tmp = a; a = b; b = tmp;
    a[t % n] += 7;
    printf("t%d %u\n", t, hashb(a, 4 * n)); fflush(stdout);
  }
  printf("end %u\n", hashb(a, 4 * n));
  return 0;
}
