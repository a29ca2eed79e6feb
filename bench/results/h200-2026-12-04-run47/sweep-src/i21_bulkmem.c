// i21: built with -mbulk-memory: memcpy/memset in the time loop become memory.copy/memory.fill
// instructions inline in the region's host code (whole arrays, partial ranges, overlapping moves),
// between kernels that read what they wrote.
// CFLAGS: -mbulk-memory
// ARGS: 3000 10 3
// ARGS: 20000 4 1
// ARGS: 1 3 0
// ARGS: 3 5 2
#include "common.h"
__attribute__((noinline)) void st(float *out, const float *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = (in[i - 1] + in[i] + in[i + 1]) * (1.0f / 3.0f);
}
__attribute__((noinline)) void ad(float *a, const float *b, int n) {
  for (int i = 0; i < n; i++) a[i] += b[i] * 0.5f + 1.0f;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), o = atoi(argv[3]);
  if (o > n) o = n;
  float *a = malloc(4 * n + 64), *b = malloc(4 * n + 64), *c = malloc(4 * n + 64);
  for (int i = 0; i < n + 16; i++) a[i] = b[i] = c[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    st(b, a, n);
    memcpy(a, b, 4 * n);
    ad(c, a, n);
    memset(b + o, 0, 4 * (n - o));
    memmove(c + o, c, 4 * (n - o));
    ad(b, c, n);
    memcpy(a + n / 2, b, 4 * (n - n / 2));
    memcpy(c, a + 1, 16);
    memset(a + 2, 0x41, 8);
  }
  printf("a=%u b=%u c=%u\n", hashb(a, 4 * n + 16), hashb(b, 4 * n + 16), hashb(c, 4 * n + 16));
  return 0;
}
