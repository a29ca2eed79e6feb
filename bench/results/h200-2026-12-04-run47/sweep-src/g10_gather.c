// g10: gathers out[i] = in[idx[i]] (int, float, two gathered neighbours), an in-place gather
// a[i] = a[idx[i]] (order-dependent), a permutation scatter out[idx[i]] = in[i] with duplicates (last
// wins), and a gather with a huge idx on one call (wasm traps: out of bounds memory access).
// ARGS: 3000 12
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 1717u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void gath(int *out, const int *in, const int *idx, int n) {
  for (int i = 0; i < n; i++) out[i] = in[idx[i]] + i;
}
__attribute__((noinline)) void gath2(float *out, const float *in, const int *idx, int n) {
  for (int i = 0; i < n; i++) out[i] = in[idx[i]] * 0.5f + in[idx[i] + 1];
}
__attribute__((noinline)) void gathip(int *a, const int *idx, int n) {
  for (int i = 0; i < n; i++) a[i] = a[idx[i]] * 3 + 1;
}
__attribute__((noinline)) void scat(int *out, const int *in, const int *idx, int n, int mod) {
  for (int i = 0; i < n; i++) out[idx[i]] = (in[i] ^ i) % mod;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = 3 * n + 64;
  int *a = malloc(4 * m), *idx = malloc(4 * m), *o = malloc(4 * m);
  float *f = malloc(4 * m), *g = malloc(4 * m);
  for (int i = 0; i < m; i++) {
    a[i] = (int)(lcg() % 100000); idx[i] = (int)(lcg() % (2 * n)); o[i] = 0;
    f[i] = (lcg() % 1000) / 4.0f; g[i] = 0;
  }
  for (int c = 0; c < calls; c++) {
    int len = n - (c % 2);
    int *out = (c % 4 == 2) ? a + n / 2 : o;     // out inside the gathered range
    if (c == calls - 3) idx[len - 1 > 0 ? len - 1 : 0] = -100000000;  // traps
    gath(out, a, idx, len);
    gath2((c % 4 == 3) ? f + 1 : g, f, idx, len);
    gathip(a + n, idx, len);
    scat((c % 4 == 1) ? idx + 3 : o + n, a, idx, len, 2 * n);   // the scatter may rewrite its own indices
    for (int i = 0; i < m; i++) idx[i] = ((unsigned)idx[i]) % (unsigned)(2 * n);
    printf("c%d a=%08x o=%08x f=%08x g=%08x i=%08x\n", c, hashb(a, 4 * m), hashb(o, 4 * m), hashb(f, 4 * m), hashb(g, 4 * m), hashb(idx, 4 * m));
    fflush(stdout);
    for (int i = 0; i < m; i++) { a[i] %= 100003; if (f[i] > 1e6f) f[i] *= 1e-6f; }
  }
  return 0;
}
