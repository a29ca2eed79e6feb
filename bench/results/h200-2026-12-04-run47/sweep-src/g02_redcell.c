// g02: reductions into memory: a global accumulator, *p where p is an argument (sometimes inside the array
// read), a[k] += a[i] over the array with k an argument (k inside [0, n) on some calls: a true dependence),
// a running max into a cell, and an xor into out[k] of another array that may alias the input.
// ARGS: 2000 24
// ARGS: 1 8
// ARGS: 2 9
// ARGS: 3 12
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 777u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashu(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}
unsigned g_sum, g_xor;
int g_max;
__attribute__((noinline)) void toglobal(const unsigned *a, const int *b, int n) {
  for (int i = 0; i < n; i++) { g_sum += a[i]; g_xor ^= a[i] * 7u; g_max = b[i] > g_max ? b[i] : g_max; }
}
__attribute__((noinline)) void toptr(unsigned *p, const unsigned *a, int n) {
  for (int i = 0; i < n; i++) *p += a[i] * 3u + 1u;
}
__attribute__((noinline)) void tocell(unsigned *a, int n, int k) {
  for (int i = 0; i < n; i++) a[k] += a[i];
}
__attribute__((noinline)) void maxcell(int *a, int n, int k) {
  for (int i = 0; i < n; i++)
    if (a[i] > a[k]) a[k] = a[i] - 1;
}
__attribute__((noinline)) void xorcell(unsigned *out, const unsigned *in, int n, int k) {
  for (int i = 0; i < n; i++) out[k] ^= in[i] + (unsigned)i;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = 2 * n + 64;
  unsigned *a = malloc(4 * m), *b = malloc(4 * m);
  int *s = malloc(4 * m);
  for (int i = 0; i < m; i++) { a[i] = lcg(); b[i] = lcg() % 1000; s[i] = (int)(lcg() % 100000) - 50000; }
  // k: outside the read range first, then inside it, then outside again
  int ks[8] = {n + 5, n + 6, 0, n + 7, n - 1, n / 2, n + 8, n + 9};
  for (int c = 0; c < calls; c++) {
    int k = ks[c % 8];
    toglobal(a, s, n - (c % 3));
    unsigned *p = (c % 4 == 2) ? &b[n / 2] : &b[n + 10];
    toptr(p, b, n);
    tocell(b, n, k);
    maxcell(s, n, k);
    xorcell((c % 5 == 3) ? a + 1 : a + n + 1, a, n, k % (n + 1));
    printf("c%d k=%d g=%u %08x %d b=%08x s=%08x a=%08x\n", c, k, g_sum, g_xor, g_max, hashu(b, m),
           hashu((unsigned *)s, m), hashu(a, m));
  }
  return 0;
}
