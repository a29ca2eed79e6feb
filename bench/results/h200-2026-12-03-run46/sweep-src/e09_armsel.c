// e09: selects between two different arrays' elements by a condition on the counter: (i & 1) ? a[i] : b[i],
// pointer selects p = (i < k) ? a : b; p[i], 2-D row selects, a store through a selected pointer, and the
// same with the output OVERLAPPING one of the inputs (out = a + 1, out = b - 1 via a shared buffer).
// ARGS: 20000 7000
// ARGS: 1 0
// ARGS: 2 1
// ARGS: 3 5
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 777u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) void parity(float *out, const float *a, const float *b, int n) {
  for (int i = 0; i < n; i++) out[i] = ((i & 1) ? a[i] : b[i]) * 1.5f + 0.25f;
}
__attribute__((noinline)) void psel(float *out, const float *a, const float *b, int n, int k) {
  for (int i = 0; i < n; i++) {
    const float *p = (i < k) ? a : b;
    out[i] = p[i] - p[i > 0 ? i - 1 : 0] * 0.5f;
  }
}
// Rows above k come from a (clamped to the row above), rows from k on from b.
__attribute__((noinline)) void rowsel(float *out, const float *a, const float *b, int h, int w, int k) {
  for (int y = 0; y < h; y++) {
    const float *p = y < k ? a + (y > 0 ? y - 1 : 0) * w : b + y * w;
    for (int x = 0; x < w; x++) out[y * w + x] = p[x] + p[x < w - 1 ? x + 1 : w - 1];
  }
}
// Store through a selected pointer.
__attribute__((noinline)) void split(float *a, float *b, const float *in, int n, int k) {
  for (int i = 0; i < n; i++) {
    float *q = (i % 3 == 0 || i >= k) ? a : b;
    q[i] = in[i] * 2.0f + (float)(i & 15);
  }
}
static double sumf(const float *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += (double)a[i] * (1 + i % 11);
  return s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]);
  int h = n / 50 > 0 ? n / 50 : 1, w = n / h;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n), *o = malloc(sizeof(float) * n);
  float *buf = malloc(sizeof(float) * (2 * n + 2));
  for (int i = 0; i < n; i++) { a[i] = (lcg() % 1000) / 8.0f; b[i] = (lcg() % 1000) / 16.0f; o[i] = 0; }
  for (int i = 0; i < 2 * n + 2; i++) buf[i] = (lcg() % 1000) / 4.0f;
  parity(o, a, b, n);
  printf("parity: %.4f\n", sumf(o, n));
  psel(a, o, b, n, k);
  psel(b, a, o, n, n - k);
  printf("psel: %.4f %.4f\n", sumf(a, n), sumf(b, n));
  rowsel(o, a, b, h, w, h / 2);
  printf("rowsel: %.4f\n", sumf(o, h * w));
  split(a, b, o, n, k);
  printf("split: %.4f %.4f\n", sumf(a, n), sumf(b, n));
  // overlapping: a-part and b-part of buf, out one past a-part start, etc.
  float *pa = buf, *pb = buf + n + 1;
  parity(pa + 1, pa, pb, n);           // out = a + 1
  printf("parity ov: %.4f\n", sumf(buf, 2 * n + 2));
  psel(pb - 1, pa, pb, n, k);          // out = b - 1
  printf("psel ov: %.4f\n", sumf(buf, 2 * n + 2));
  psel(pa, pa, pb, n, n - k);          // out = a, in place on the a arm
  printf("psel inplace: %.4f\n", sumf(buf, 2 * n + 2));
  split(pa + 1, pa, pa, n, k);         // both store targets overlap the input
  printf("split ov: %.4f\n", sumf(buf, 2 * n + 2));
  return 0;
}
