// g12: loops whose body may trap on some calls only: out[i] = a[i] / b[i] with a zero in b (integer divide
// by zero), a[i] / b[i] with INT_MIN / -1 (integer overflow), the same in a[i] % b[i] (wasm rem_s gives 0, no trap),
// unsigned division, a sum of quotients (a reduction that may trap), a float-to-int conversion of an
// out-of-range value (trunc traps in wasm), and a 2-D nest dividing by a column element.
// ARGS: 2000 10 0
// ARGS: 2000 10 1
// ARGS: 2000 10 2
// ARGS: 2000 10 3
// ARGS: 1 5 0
// ARGS: 3 5 4
// ARGS: 2 4 5
// ARGS: 2000 10 6
// ARGS: 2000 10 4
// ARGS: 2000 10 5
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 9001u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void divv(int *out, const int *a, const int *b, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / b[i];
}
__attribute__((noinline)) void remv(int *out, const int *a, const int *b, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] % b[i] + 1;
}
__attribute__((noinline)) void udiv(unsigned *out, const unsigned *a, const unsigned *b, int n) {
  for (int i = 0; i < n; i++) out[i] = a[i] / b[i] + a[i] % b[i];
}
__attribute__((noinline)) int sumq(const int *a, const int *b, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] / b[i];
  return s;
}
__attribute__((noinline)) void f2i(int *out, const float *f, int n) {
  for (int i = 0; i < n; i++) out[i] = (int)f[i];
}
__attribute__((noinline)) void div2d(int *out, const int *a, const int *col, int h, int w) {
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) out[i * w + j] = a[i * w + j] / col[j];
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]), which = atoi(argv[3]);
  int m = 2 * n + 64;
  int *a = malloc(4 * m), *b = malloc(4 * m), *o = malloc(4 * m);
  float *f = malloc(4 * m);
  for (int i = 0; i < m; i++) {
    a[i] = (int)(lcg() % 2000001) - 1000000; b[i] = (int)(lcg() % 199) - 99; if (b[i] == 0) b[i] = 7;
    o[i] = 0; f[i] = (lcg() % 200000) / 3.0f - 30000.0f;
  }
  int h = n / 50 + 1, w = n / h;
  for (int c = 0; c < calls; c++) {
    int bad = (c == calls - 3);
    int at = (c * 31) % n;
    if (bad && which == 0) b[at] = 0;
    if (bad && which == 1) { a[at] = -2147483647 - 1; b[at] = -1; }
    if (bad && which == 3) f[at] = 3e9f;
    if (bad && which == 4) b[n + w - 1] = 0;
    if (bad && which == 5) f[at] = -0.0f / 0.0f;
    if (bad && which == 2) { a[at] = -2147483647 - 1; b[at] = -1; }
    if (bad && which == 6) b[at + 1] = 0;
    int skip = bad && (which == 2 || which == 6);
    if (!skip) divv(o, a, b, n);
    remv(o + n, a, b, n);
    if (!skip) udiv((unsigned *)o + n / 2, (unsigned *)a, (unsigned *)b, n);
    int s = (bad && which == 2) ? 0 : sumq(a, b + 1, n - 1);
    f2i(o + 3, f, n);
    div2d(o + n / 3, a, b + n, h, w);
    printf("c%d s=%d o=%08x\n", c, s, hashb(o, 4 * m));
    fflush(stdout);
    if (bad) { b[at] = 3; a[at] = 5; f[at] = 1.0f; b[n + w - 1] = 9; }
  }
  return 0;
}
