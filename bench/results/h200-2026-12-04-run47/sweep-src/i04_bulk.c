// i04: memcpy/memset/memmove inside the time loop between kernels: whole arrays, partial ranges,
// overlapping memmove; a kernel reading what a memcpy wrote in the same step. Sizes large enough
// for device bulk (>= 64 KiB) in the first argset.
// ARGS: 20000 12 5
// ARGS: 1 4 0
// ARGS: 3 5 1
// ARGS: 40 9 7
#include "common.h"
__attribute__((noinline)) void step(float *out, const float *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = (in[i - 1] + in[i] + in[i + 1]) * (1.0f / 3.0f);
}
__attribute__((noinline)) void addk(float *a, const float *b, int n) {
  for (int i = 0; i < n; i++) a[i] += b[i] * 0.5f;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), off = atoi(argv[3]);
  if (off > n) off = n;
  float *a = malloc(4 * n + 64), *b = malloc(4 * n + 64), *c = malloc(4 * n + 64);
  for (int i = 0; i < n + 16; i++) a[i] = b[i] = c[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    step(b, a, n);
    memcpy(a, b, 4 * n);
    addk(c, a, n);
    if (t % 3 == 0) memset(b + off, 0, 4 * (n - off));
    if (t % 3 == 1) memmove(c + 1, c, 4 * (n - 1));
    if (t % 3 == 2) memmove(c, c + off, 4 * (n - off));
    step(a, c, n);
    memcpy(c + n / 2, a, 4 * (n - n / 2));
  }
  printf("a=%u b=%u c=%u\n", hashb(a, 4 * n), hashb(b, 4 * n), hashb(c, 4 * n));
  return 0;
}
