// i25: inside a time loop of 40+ steps, a nest refused at launch time (overlap: out = in + d) at
// most steps, with arguments that change per step (back-off), between kernels that launch and
// write what it reads; on some steps d = 0 (in place, launches).
// ARGS: 2000 40
// ARGS: 7 45
// ARGS: 1 30
// ARGS: 3 33
#include "common.h"
__attribute__((noinline)) void st(float *out, const float *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = 0.5f * in[i] + 0.25f * (in[i - 1] + in[i + 1]);
}
__attribute__((noinline)) void sh(float *out, const float *in, int m) {
  for (int i = 0; i < m; i++) out[i] = in[i] * 0.5f + 1.0f;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  float *a = malloc(4 * n + 64), *b = malloc(4 * n + 64);
  for (int i = 0; i < n + 16; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    st(b, a, n);
    int d = t % 7 == 3 ? 0 : 1 + t % 3;
    int m = n - 4 - t % 5;
    if (m < 0) m = 0;
    sh(b + d, b, m);
    st(a, b, n);
    if (t % 11 == 10) a[t % n] += 1.0f;
  }
  printf("a=%u b=%u\n", hashb(a, 4 * n + 16), hashb(b, 4 * n + 16));
  return 0;
}
