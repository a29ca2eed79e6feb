// i19: bulk calls of at least 64 KiB in a resident time loop: memcpy whose source the device holds
// only partly, memcpy from a host-written range, memset with a nonzero byte, a large overlapping
// memmove (host) and a memmove between apart ranges, a kernel reading each right after.
// ARGS: 20000 6 1
// ARGS: 17000 5 3
// ARGS: 1 3 0
// ARGS: 3 4 1
#include "common.h"
__attribute__((noinline)) void kk(float *out, const float *in, int n, float c) {
  for (int i = 0; i < n; i++) out[i] = in[i] * c + 0.5f;
}
__attribute__((noinline)) void half(float *a, int m) {
  for (int i = 0; i < m; i++) a[i] = a[i] - 1.0f;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), sh = atoi(argv[3]);
  float *a = malloc(4 * n + 64), *b = malloc(4 * n + 64), *c = malloc(8 * n + 64);
  for (int i = 0; i < n + 16; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int i = 0; i < 2 * n + 16; i++) c[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    half(a, n / 2);                          // device holds first half of a newer
    memcpy(b, a, 4 * n);                     // source partly on device
    kk(c, b, n, 0.5f);
    memset(b + sh, 0x3f, 4 * (n - sh));      // nonzero byte
    kk(a, b, n, 2.0f);
    memmove(c + sh, c, 4 * n);               // overlapping, when sh small
    memmove(c + n, c, 4 * n);                // apart (adjacent)
    kk(b, c + n, n, 0.25f);
    c[t % n] = (float)t;                      // host store
    memcpy(a + n / 2, c, 4 * (n - n / 2));   // host-written range as source
  }
  printf("a=%u b=%u c=%u\n", hashb(a, 4 * n), hashb(b, 4 * n), hashb(c, 8 * n));
  return 0;
}
