// i15: a time loop whose kernels have zero trips in its first steps (nothing launched yet in the
// region), with scalar stores into the arrays the kernels later read; the arrays were touched by
// kernels in an earlier time loop, then changed by host code between the loops.
// ARGS: 3000 12 3
// ARGS: 1 4 1
// ARGS: 3 6 2
// ARGS: 40 10 5
#include "common.h"
__attribute__((noinline)) void k(float *out, const float *in, int m, float c) {
  for (int i = 0; i < m; i++) out[i] = in[i] * c + in[i + 1];
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), from = atoi(argv[3]);
  float *a = malloc(4 * n + 8), *b = malloc(4 * n + 8);
  for (int i = 0; i < n + 2; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {  // loop 1: launches every step
    k(b, a, n, 0.5f);
    k(a, b, n, 0.25f);
  }
  for (int i = 0; i < n; i += 3) a[i] += 1.0f;  // host code between loops
  b[n / 2] = 7.0f;
  for (int t = 0; t < steps; t++) {  // loop 2: trips 0 until step `from`
    a[t % n] = (float)t;             // host store, maybe before anything launched
    b[(t * 5) % n] += a[(t + 1) % n];
    int m = t < from ? 0 : n - (t - from);
    if (m < 0) m = 0;
    k(b, a, m, 0.75f);
    k(a, b, m / 2, 1.25f);
  }
  printf("a=%u b=%u a0=%08x\n", hashb(a, 4 * n), hashb(b, 4 * n), fbits(a[0]));
  return 0;
}
