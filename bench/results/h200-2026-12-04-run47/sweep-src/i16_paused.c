// i16: paused calls in a resident time loop: printf of single elements every k steps, and realloc
// growing an array (memory.grow) every few steps inside an if, with a kernel writing the grown array.
// ARGS: 2000 15 4
// ARGS: 1 4 1
// ARGS: 2 6 2
// ARGS: 3 9 5
#include "common.h"
__attribute__((noinline)) void sm(float *out, const float *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = 0.5f * in[i] + 0.25f * (in[i - 1] + in[i + 1]);
}
__attribute__((noinline)) void fillg(int *g, int m, int t) {
  for (int i = 0; i < m; i++) g[i] = g[i] * 7 + t + i;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), k = atoi(argv[3]);
  float *a = malloc(4 * n), *b = malloc(4 * n);
  int gm = 16;
  int *g = calloc(gm, 4);
  for (int i = 0; i < n; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    sm(b, a, n);
    sm(a, b, n);
    fillg(g, gm, t);
    if (t % k == k - 1) printf("t%d a=%08x g=%d\n", t, fbits(a[n / 2]), g[gm - 1]);
    if (t % 3 == 1) { g = realloc(g, 4 * (gm + 20000)); memset(g + gm, 0, 4 * 20000); gm = gm + 20000; }
  }
  printf("a=%u b=%u g=%u gm=%d\n", hashb(a, 4 * n), hashb(b, 4 * n), hashb(g, 4 * gm), gm);
  return 0;
}
