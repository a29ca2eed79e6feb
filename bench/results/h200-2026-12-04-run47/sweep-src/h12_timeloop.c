// h12: a time loop of two stencil kernels (a resident-region candidate) whose body also mallocs
// (memory.grow mid-loop) and fills a new block, memmoves between the ping-pong buffers, swaps
// pointers, and at step ts (mode 1) makes the second kernel read past the end of memory, (mode 2)
// divide by zero on a data element. The host reads a[] inside the loop every 4th step.
// ARGS: 2000 30 0 0
// ARGS: 2000 30 1 9
// ARGS: 500 20 2 13
// ARGS: 1 6 0 0
// ARGS: 3 9 2 4
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 2212u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void step(float *o, const float *in, int n) {
  for (int i = 1; i < n + 1; i++) o[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}
__attribute__((noinline)) void istep(int *o, const int *in, const int *d, int n, int off) {
  for (int i = 0; i < n; i++) o[i] = in[i + off] / d[i] + in[i] * 3;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), mode = atoi(argv[3]), ts = atoi(argv[4]);
  float *a = malloc(4 * (n + 2)), *b = malloc(4 * (n + 2));
  int *p = malloc(4 * (n + 4)), *q = malloc(4 * (n + 4)), *d = malloc(4 * n);
  for (int i = 0; i < n + 2; i++) { a[i] = (float)(lcg() % 1000); b[i] = 0.0f; }
  for (int i = 0; i < n + 4; i++) { p[i] = (int)(lcg() % 100000); q[i] = 0; }
  for (int i = 0; i < n; i++) d[i] = (int)(lcg() % 13) + 1;
  unsigned *blocks[8] = {0};
  int nb = 0;
  uintptr_t memend = (uintptr_t)__builtin_wasm_memory_size(0) * 65536u;
  for (int t = 0; t < steps; t++) {
    step(b, a, n);
    int off = t & 3;
    if (t == ts && mode == 1) { memend = (uintptr_t)__builtin_wasm_memory_size(0) * 65536u; off = (int)((memend - (uintptr_t)p) / 4) - n / 2; }
    if (t == ts && mode == 2) d[n / 2] = 0;
    if (t == ts) { printf("t%d pre\n", t); fflush(stdout); }
    istep(q, p, d, n, off > 3 ? off : (off > n ? 0 : off));
    if (t % 7 == 3 && nb < 8) {
      size_t sz = (size_t)(1 << 20) + (size_t)t * 4096;
      blocks[nb] = malloc(sz);
      for (size_t i = 0; i < sz / 4; i += 61) blocks[nb][i] = (unsigned)i ^ (unsigned)t;
      nb++;
    }
    if (t % 5 == 2) memmove(a + 1, b + 1, 4 * (n / 2));
    float *tmp = a; a = b; b = tmp;
    int *ti = p; p = q; q = ti;
    if (t % 4 == 0) printf("t%d a=%u p=%u a0=%a nb=%d\n", t, hashb(a, 4u * (n + 2)), hashb(p, 4u * n), a[1], nb);
  }
  unsigned hb = 0;
  for (int k = 0; k < nb; k++) hb ^= hashb(blocks[k], 4096);
  printf("end a=%u p=%u hb=%u\n", hashb(a, 4u * (n + 2)), hashb(p, 4u * n), hb);
  return 0;
}
