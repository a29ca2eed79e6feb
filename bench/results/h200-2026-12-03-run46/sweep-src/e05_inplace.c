// e05: in-place updates through a clamp: a[i] = a[i > 0 ? i - 1 : 0] + b[i] forward (a carried chain),
// a[i] = a[i < n - 1 ? i + 1 : n - 1] + b[i] backward, the 2-D row version (rows carried, columns parallel),
// and the column version (clamp on the inner counter, rows independent).
// ARGS: 5000 60 80
// ARGS: 1 1 1
// ARGS: 2 2 3
// ARGS: 3 3 1
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 555u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) void fwd(unsigned *a, const unsigned *b, int n) {
  for (int i = 0; i < n; i++) a[i] = a[i > 0 ? i - 1 : 0] + b[i];
}
__attribute__((noinline)) void bwd(unsigned *a, const unsigned *b, int n) {
  for (int i = n - 1; i >= 0; i--) a[i] = a[i < n - 1 ? i + 1 : n - 1] * 3 + b[i];
}
// Anti-dependence only: forward loop reading the right neighbour that is not yet written.
__attribute__((noinline)) void fwdright(unsigned *a, const unsigned *b, int n) {
  for (int i = 0; i < n; i++) a[i] = a[i < n - 1 ? i + 1 : n - 1] - b[i];
}
__attribute__((noinline)) void rows(unsigned *a, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      a[y * w + x] = a[(y > 0 ? y - 1 : 0) * w + x] + a[y * w + x] * 2 + (x & 3);
}
__attribute__((noinline)) void cols(unsigned *a, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      a[y * w + x] = a[y * w + (x > 0 ? x - 1 : 0)] ^ (a[y * w + x] + y);
}
// Rows independent: each row reads only itself, from the row above in a copy, in place on a.
__attribute__((noinline)) void rowsfrom(unsigned *a, const unsigned *c, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      a[y * w + x] += c[(y > 0 ? y - 1 : 0) * w + (x < w - 1 ? x + 1 : w - 1)];
}
// Stride-2 counters: the even elements read the odd one below (never written: parallel), then the even one
// two below (written by the previous iteration: serial).
__attribute__((noinline)) void even1(unsigned *a, int n) {
  for (int i = 0; i < n; i += 2) a[i] = a[i > 0 ? i - 1 : 0] * 5 + a[i];
}
__attribute__((noinline)) void even2(unsigned *a, int n) {
  for (int i = 0; i < n; i += 2) a[i] = a[i > 1 ? i - 2 : 0] * 5 + a[i];
}
static unsigned hashi(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]);
  unsigned *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n);
  unsigned *m = malloc(sizeof(unsigned) * (h * w + 1)), *c = malloc(sizeof(unsigned) * h * w);
  for (int i = 0; i < n; i++) { a[i] = lcg() % 100; b[i] = lcg() % 50 - 25; }
  m[h * w] = 17;
  for (int i = 0; i < h * w; i++) { m[i] = lcg() % 1000; c[i] = lcg() % 1000; }
  fwd(a, b, n);
  printf("fwd: h=%u last=%u\n", hashi(a, n), a[n - 1]);
  bwd(a, b, n);
  printf("bwd: h=%u first=%u\n", hashi(a, n), a[0]);
  fwdright(a, b, n);
  printf("fwdright: h=%u\n", hashi(a, n));
  even1(a, n);
  printf("even1: h=%u\n", hashi(a, n));
  even2(a, n);
  printf("even2: h=%u\n", hashi(a, n));
  rows(m, h, w);
  printf("rows: h=%u\n", hashi(m, h * w));
  cols(m, h, w);
  printf("cols: h=%u\n", hashi(m, h * w));
  rowsfrom(m, c, h, w);
  printf("rowsfrom: h=%u\n", hashi(m, h * w));
  rowsfrom(m + 1, m, h - 1 > 0 ? h - 1 : 1, w - 1 > 0 ? w - 1 : 1);  // overlapping c = a - 1
  printf("rowsfrom ov: h=%u\n", hashi(m, h * w + 1));
  return 0;
}
