// i22: memory.grow (__builtin_wasm_memory_grow) directly in the time loop's host code, every few
// steps, with kernels writing both the old arrays and the newly grown pages.
// ARGS: 3000 10 3
// ARGS: 1 4 1
// ARGS: 3 5 2
// ARGS: 200 7 1
#include "common.h"
__attribute__((noinline)) void st(int *out, const int *in, int n, int t) {
  for (int i = 1; i < n - 1; i++) out[i] = (in[i - 1] + in[i + 1]) / 2 + t;
}
__attribute__((noinline)) void fillp(int *p, int m, int t) {
  for (int i = 0; i < m; i++) p[i] = p[i] + i * t + 1;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), k = atoi(argv[3]);
  int *a = malloc(4 * n + 8), *b = malloc(4 * n + 8);
  for (int i = 0; i < n; i++) a[i] = b[i] = lcg() % 10000;
  int *pg = 0;
  unsigned h = 0;
  for (int t = 0; t < steps; t++) {
    st(b, a, n, t);
    if (t % k == 0) {
      int old = __builtin_wasm_memory_grow(0, 1);
      pg = (int *)((long)old * 65536);
    }
    if (pg) fillp(pg, 16384, t);
    st(a, b, n, t);
    h = h * 31 + (unsigned)__builtin_wasm_memory_size(0);
    if (pg) h += (unsigned)pg[100];
  }
  printf("a=%u b=%u h=%u pg=%u\n", hashb(a, 4 * n), hashb(b, 4 * n), h, pg ? hashb(pg, 65536) : 0);
  return 0;
}
