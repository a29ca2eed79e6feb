// i29: device-side bulk calls (>= 64 KiB) mixed with once-per-step host loads/stores of the same
// bytes: host store into a memcpy's source just before it, host load of its destination just
// after, memset then a host store inside the set range then a kernel reading it, memcpy within
// one array (apart halves), and fwrite of kernel-written bytes every other step.
// ARGS: 40000 5 7
// ARGS: 17000 4 1
// ARGS: 1 3 0
// ARGS: 5 4 3
#include "common.h"
__attribute__((noinline)) void kk(float *out, const float *in, int n, float c) {
  for (int i = 0; i < n; i++) out[i] = in[i] * c + (float)(i & 15);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), j = atoi(argv[3]);
  if (j >= n) j = n - 1;
  float *a = malloc(8 * n + 64), *b = malloc(8 * n + 64);
  for (int i = 0; i < 2 * n + 16; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  float acc = 0;
  for (int t = 0; t < steps; t++) {
    kk(b, a, n, 0.5f);
    b[(j + t) % n] = (float)(t + 100);
    memcpy(a + n, b, 4 * n);
    acc += a[n + (j + t) % n];
    kk(a, a + n, n, 1.5f);
    memset(b, 0x40, 4 * n);
    b[j] = -1.0f;
    kk(a + n, b, n, 0.25f);
    memcpy(a + n / 2, a, 4 * (n / 2));
    acc += a[n / 2 + j / 2];
    if (t % 2 == 1) { fwrite(a, 4, n < 8 ? n : 8, stdout); fwrite(a + n + j, 4, 1, stdout); }
  }
  printf("\nacc=%08x a=%u b=%u\n", fbits(acc), hashb(a, 8 * n), hashb(b, 8 * n));
  return 0;
}
