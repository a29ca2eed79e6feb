// i17: traps in a resident time loop without per-step printing: a once-per-step host load at an
// index read from memory (out of bounds at step s), a host store out of bounds, a divide by zero of
// a value a kernel wrote, and a kernel trap; printf of one element every 3 steps (paused call).
// ARGS: 3000 12 5 0
// ARGS: 3000 12 5 1
// ARGS: 3000 12 5 2
// ARGS: 3000 12 5 3
// ARGS: 2 6 2 0
// ARGS: 1 4 1 2
#include "common.h"
__attribute__((noinline)) void st(int *out, const int *in, int n, int t) {
  for (int i = 1; i < n - 1; i++) out[i] = (in[i - 1] + in[i + 1]) / 2 + t;
}
__attribute__((noinline)) void dv(int *out, const int *in, const int *d, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] / d[i];
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), s = atoi(argv[3]), mode = atoi(argv[4]);
  int *a = malloc(4 * n + 8), *b = malloc(4 * n + 8), *d = malloc(4 * n + 8);
  for (int i = 0; i < n; i++) { a[i] = b[i] = lcg() % 10000 + 1; d[i] = 1 + i % 3; }
  a[0] = b[0] = 5;
  int sink = 0;
  for (int t = 0; t < steps; t++) {
    st(b, a, n, t);
    int *tmp = a; a = b; b = tmp;
    int v = a[n / 2];
    if (mode == 0) sink += a[t == s ? 0x3000000 + v : n - 1];
    if (mode == 1) a[t == s ? 0x3000000 + v : n - 1] = t;
    if (mode == 2) { if (t == s) a[0] = 0; sink += v / a[0]; }
    if (mode == 3) { if (t == s) d[n - 1] = 0; dv(b, a, d, n); }
    if (t % 3 == 2) printf("t%d %d %d\n", t, a[n - 1], sink);
  }
  printf("end %d a=%u b=%u\n", sink, hashb(a, 4 * n), hashb(b, 4 * n));
  return 0;
}
