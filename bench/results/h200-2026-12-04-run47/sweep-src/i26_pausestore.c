// i26: a resident time loop with a paused call (printf of one element) every other step, and a
// host store/load right after the pause before the next launch, into bytes the kernel reads and
// writes; also a reduction callee storing its result.
// ARGS: 2000 16
// ARGS: 1 5
// ARGS: 2 6
// ARGS: 5 9
#include "common.h"
__attribute__((noinline)) void st(int *out, const int *in, int n, int t) {
  for (int i = 0; i < n; i++) out[i] = in[i] * 3 + in[(i + 1) % n] + t;
}
__attribute__((noinline)) void sum(const int *a, int n, int *res) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] ^ i;
  res[0] = s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  int *a = malloc(4 * n), *b = malloc(4 * n), *r = malloc(16);
  for (int i = 0; i < n; i++) a[i] = b[i] = lcg() % 1000;
  r[0] = 0; r[1] = 0;
  for (int t = 0; t < steps; t++) {
    if (t % 2) printf("t%d %d %d\n", t, a[t % n], r[0]);
    a[(t * 3) % n] = r[0] + t;
    r[1] += a[(t * 5) % n];
    st(b, a, n, t);
    sum(b, n, r);
    st(a, b, n, r[0] & 7);
  }
  printf("a=%u b=%u r=%d %d\n", hashb(a, 4 * n), hashb(b, 4 * n), r[0], r[1]);
  return 0;
}
