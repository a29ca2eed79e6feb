// h08: function pointers: apply(o, x, n, f) with f changing from call to call (call_indirect in the
// loop body), an op table indexed by a data element, and at call tc (mode 1) a pointer of the wrong
// signature (indirect call type mismatch) or (mode 2) a table index past the table (mode 3: NULL).
// ARGS: 1000 12 0 0
// ARGS: 1000 12 1 5
// ARGS: 7 6 2 3
// ARGS: 1 4 3 2
// ARGS: 2 5 0 0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 1808u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
typedef float (*ff)(float);
typedef int (*bop)(int, int);
__attribute__((noinline)) float sq(float x) { return x * x; }
__attribute__((noinline)) float neg(float x) { return -x + 1.0f; }
__attribute__((noinline)) float half(float x) { return x * 0.5f; }
__attribute__((noinline)) float clampf1(float x) { return x > 10.0f ? 10.0f : (x < -10.0f ? -10.0f : x); }
__attribute__((noinline)) double wrongsig(double x) { return x + 2.0; }
__attribute__((noinline)) int add(int a, int b) { return a + b; }
__attribute__((noinline)) int sub(int a, int b) { return a - b; }
__attribute__((noinline)) int mul(int a, int b) { return a * b; }
__attribute__((noinline)) int xr(int a, int b) { return a ^ (b << 3); }
bop ops[4] = {add, sub, mul, xr};
__attribute__((noinline)) void apply(float *o, const float *x, int n, ff f) {
  for (int i = 0; i < n; i++) o[i] = f(x[i]) + o[i] * 0.125f;
}
__attribute__((noinline)) void table(int *o, const int *a, const int *b, const unsigned char *sel, int n) {
  for (int i = 0; i < n; i++) o[i] = ops[sel[i] & 3](a[i], b[i]);
}
__attribute__((noinline)) void apply2(int *o, const int *a, int n, bop f, bop g) {
  for (int i = 0; i < n; i++) o[i] = f(a[i], i) + g(o[i], 1);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]), mode = atoi(argv[3]), tc = atoi(argv[4]);
  float *x = malloc(4 * n), *o = malloc(4 * n);
  int *a = malloc(4 * n), *b = malloc(4 * n), *io = malloc(4 * n);
  unsigned char *sel = malloc(n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)((int)(lcg() % 4000) - 2000) / 64.0f; o[i] = 0.0f;
    a[i] = (int)(lcg() % 10000); b[i] = (int)(lcg() % 100); io[i] = 0; sel[i] = (unsigned char)lcg();
  }
  ff fs[4] = {sq, neg, half, clampf1};
  for (int c = 0; c < calls; c++) {
    ff f = fs[(c * 3 + c / 4) & 3];
    if (c == tc && mode == 1) f = (ff)(void *)wrongsig;
    if (c == tc && mode == 2) f = (ff)(uintptr_t)0x7fffu;
    if (c == tc && mode == 3) f = (ff)0;
    printf("c%d\n", c); fflush(stdout);
    apply(o, x, n, f);
    table(io, a, b, sel, n);
    apply2(io, a, n, ops[c & 3], ops[(c + 1) & 3]);
    sel[c % n] ^= 1;
    printf(" o=%u io=%u\n", hashb(o, 4u * n), hashb(io, 4u * n));
  }
  return 0;
}
