// i08: traps inside a time loop at step s (argv): mode 0 an out-of-bounds read (index from memory
// the kernel wrote), mode 1 integer divide by zero, after kernels ran for several steps; fflush each step.
// ARGS: 2000 20 7 0
// ARGS: 2000 20 7 1
// ARGS: 1 5 2 0
// ARGS: 3 6 3 1
#include "common.h"
__attribute__((noinline)) void st(int *out, const int *in, int n, int t) {
  for (int i = 0; i < n; i++) out[i] = in[i] + in[(i + 1) % n] + t;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), s = atoi(argv[3]), mode = atoi(argv[4]);
  int *a = malloc(4 * n), *b = malloc(4 * n);
  for (int i = 0; i < n; i++) a[i] = b[i] = lcg() % 100;
  volatile int sink = 0;
  int *idx = malloc(8); idx[0] = 0;
  for (int t = 0; t < steps; t++) {
    st(b, a, n, t);
    int *tmp = a; a = b; b = tmp;
    if (t == s) {
      if (mode == 0) idx[0] = 0x10000000;
      else a[0] = 0;
    }
    int v = a[n / 2];
    if (mode == 0) sink += a[idx[0] + (v & 1)];
    if (mode == 1) sink += 1000000 / a[0];
    printf("t%d %u %d\n", t, hashb(a, 4 * n), v); fflush(stdout);
  }
  printf("end %d\n", sink);
  return 0;
}
