// i01: 1-D float jacobi time loop; scalar code sets boundary a[0]=a[1], a[n-1]=a[n-2] each step,
// perturbs a[t % n], stores a step counter in memory (cnt[0]), and reads a[n/2] to pick a coefficient.
// ARGS: 3000 20
// ARGS: 1 5
// ARGS: 2 7
// ARGS: 3 9
#include "common.h"
__attribute__((noinline)) void sweep(float *out, const float *in, int n, float c) {
  for (int i = 1; i < n - 1; i++) out[i] = in[i] + c * (in[i - 1] - 2.0f * in[i] + in[i + 1]);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1));
  int *cnt = malloc(16);
  cnt[0] = 0; cnt[1] = 7;
  for (int i = 0; i < n + 1; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    float c = a[n / 2] > 50.0f ? 0.25f : 0.125f;
    sweep(b, a, n, c);
    if (n >= 2) { b[0] = b[1]; b[n - 1] = b[n - 2]; }
    b[t % n] += 1.5f;
    cnt[0] += 1; cnt[1] = cnt[1] * 3 + t;
    float *tmp = a; a = b; b = tmp;
  }
  printf("cnt=%d %d a=%u b=%u mid=%08x\n", cnt[0], cnt[1], hashb(a, 4 * n), hashb(b, 4 * n), fbits(a[n / 2]));
  return 0;
}
