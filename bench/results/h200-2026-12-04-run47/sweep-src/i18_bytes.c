// i18: once-per-step host accesses that cover kernel-written bytes partially: a byte store into
// the middle of a float, an unaligned 8-byte load/store across two kernel-written floats, a 16-bit
// store into an int the kernel rewrites next step.
// ARGS: 2500 14 3
// ARGS: 2 3 1
// ARGS: 3 5 0
// ARGS: 4 7 2
#include "common.h"
__attribute__((noinline)) void kf(float *out, const float *in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] * 0.75f + (float)i;
}
__attribute__((noinline)) void ki(int *a, int n, int t) {
  for (int i = 0; i < n; i++) a[i] = (a[i] >> 1) + t * 3 + i;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), o = atoi(argv[3]);
  float *a = malloc(4 * n + 16), *b = malloc(4 * n + 16);
  int *c = malloc(4 * n + 16);
  for (int i = 0; i < n + 4; i++) { a[i] = b[i] = (lcg() % 1000) / 10.0f; c[i] = lcg() % 100000; }
  unsigned long long acc = 0;
  for (int t = 0; t < steps; t++) {
    kf(b, a, n);
    unsigned char *pb = (unsigned char *)b;
    pb[4 * ((t + o) % n) + 1] ^= 0x5a;
    unsigned long long q;
    memcpy(&q, pb + 4 * (t % n) + 2, 8);
    acc = acc * 31 + q;
    q ^= 0x0101010101010101ull;
    memcpy(pb + 4 * ((t * 3) % n) + 1, &q, 8);
    kf(a, b, n);
    ki(c, n, t);
    ((short *)c)[2 * ((t + 1) % n) + 1] = (short)t;
  }
  printf("acc=%llu a=%u b=%u c=%u\n", acc, hashb(a, 4 * n + 16), hashb(b, 4 * n + 16), hashb(c, 4 * n + 16));
  return 0;
}
