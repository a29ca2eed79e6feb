// h07: kernels that call noinline helpers: a dot product helper with its own loop (rows x dot),
// a call chain kern -> mid -> leaf (leaf loops), a helper that writes memory through its pointer
// argument (not pure), and a helper reading a global table; sizes and offsets change per call.
// ARGS: 300 40 14
// ARGS: 1 1 4
// ARGS: 3 2 6
// ARGS: 17 9 10
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 1707u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
int gtab[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
__attribute__((noinline)) float dot(const float *a, const float *b, int k) {
  float s = 0.0f;
  for (int j = 0; j < k; j++) s += a[j] * b[j];
  return s;
}
__attribute__((noinline)) void rowdot(float *out, const float *m, const float *v, int rows, int k) {
  for (int r = 0; r < rows; r++) out[r] = dot(m + r * k, v, k) + 1.0f;
}
__attribute__((noinline)) unsigned leaf(const unsigned *p, int k, unsigned x) {
  for (int j = 0; j < k; j++) x = x * 31u + p[j];
  return x;
}
__attribute__((noinline)) unsigned mid(const unsigned *p, int k, unsigned x) { return leaf(p, k, x ^ 0x55u) + leaf(p + 1, k - 1, x); }
__attribute__((noinline)) void chain(unsigned *out, const unsigned *p, int rows, int k, unsigned c) {
  for (int r = 0; r < rows; r++) out[r] = mid(p + r * k, k, c + (unsigned)r);
}
__attribute__((noinline)) void bump(int *p, int v) { *p = *p * 3 + v; }
__attribute__((noinline)) void bumps(int *a, int n, int c) {
  for (int i = 0; i < n; i++) bump(&a[i], c + i);
}
__attribute__((noinline)) int look(int x) { return gtab[x & 15] * x; }
__attribute__((noinline)) void looks(int *o, const int *a, int n) {
  for (int i = 0; i < n; i++) o[i] = look(a[i]) + look(i);
}
int main(int argc, char **argv) {
  int rows = atoi(argv[1]), k = atoi(argv[2]), calls = atoi(argv[3]);
  int mm = rows * (k + 2) + 16;
  float *m = malloc(4 * mm), *v = malloc(4 * (k + 16)), *out = malloc(4 * (rows + 4));
  unsigned *p = malloc(4 * mm), *uo = malloc(4 * (rows + 4));
  int *a = malloc(4 * mm), *o = malloc(4 * mm);
  for (int i = 0; i < mm; i++) { m[i] = (float)(lcg() % 100) / 8.0f; p[i] = lcg(); a[i] = (int)(lcg() % 1000); o[i] = 0; }
  for (int i = 0; i < k + 16; i++) v[i] = (float)(lcg() % 100) / 16.0f;
  for (int c = 0; c < calls; c++) {
    int kk = k - (c % 3 == 2 && k > 1);
    rowdot(out, m + (c & 3), v + (c % 5), rows, kk);
    chain(uo, p + (c & 1), rows, kk < 2 ? 2 : kk, (unsigned)c);
    bumps(a + (c & 1), rows * k, c);
    gtab[c & 15] += c;
    looks(o, a, rows * k);
    printf("c%d kk=%d dot=%u chain=%u bump=%u look=%u\n", c, kk, hashb(out, 4u * rows), hashb(uo, 4u * rows),
           hashb(a, 4u * mm), hashb(o, 4u * mm));
  }
  return 0;
}
