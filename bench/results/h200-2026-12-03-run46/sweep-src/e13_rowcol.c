// e13: clamps on the outer (row) counter only and on the inner (column) counter only, one-sided and
// asymmetric (x < w - 2 ? x + 2 : w - 1, y > 1 ? y - 2 : y), a transposed write, a column-major loop
// order, and a row pass in place where each row reads the row two above.
// ARGS: 120 110
// ARGS: 1 1
// ARGS: 2 1
// ARGS: 1 3
// ARGS: 3 2
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 4711u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
// Outer-counter clamp only; transposed output.
__attribute__((noinline)) void rowclampT(long *out, const long *in, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      out[x * h + y] = in[(y > 1 ? y - 2 : y) * w + x] * 3 + in[y * w + x];
}
// Inner-counter clamp only, asymmetric arms.
__attribute__((noinline)) void colclamp(long *out, const long *in, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      out[y * w + x] = in[y * w + (x < w - 2 ? x + 2 : w - 1)] - in[y * w + (x >= 3 ? x - 3 : 0)];
}
// Column-major iteration: outer x, inner y; clamp on the inner counter (rows).
__attribute__((noinline)) void colmajor(long *out, const long *in, int h, int w) {
  for (int x = 0; x < w; x++)
    for (int y = 0; y < h; y++)
      out[y * w + x] = in[(y < h - 1 ? y + 1 : h - 1) * w + x] + in[(y > 0 ? y - 1 : 0) * w + (x > 0 ? x - 1 : x)];
}
// In place, each row reads the row two above (clamped): rows carried, columns parallel.
__attribute__((noinline)) void rows2(long *a, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      a[y * w + x] += a[(y >= 2 ? y - 2 : 0) * w + x] >> 1;
}
// In place, clamp on the inner counter reading to the right within the row (anti-dependence).
__attribute__((noinline)) void rightin(long *a, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      a[y * w + x] = a[y * w + (x + 1 < w ? x + 1 : w - 1)] - a[y * w + x] / 4;
}
// In place: rows above k read their left neighbour (serial along the row), the rest only themselves.
__attribute__((noinline)) void upperleft(long *a, int h, int w, int k) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      a[y * w + x] = a[y * w + (y < k ? (x > 0 ? x - 1 : 0) : x)] * 3 + 1;
}
static unsigned long long hashl(const long *a, int n) {
  unsigned long long h = 1469598103934665603ull;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned long long)a[i]) * 1099511628211ull;
  return h;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), n = h * w;
  long *a = malloc(sizeof(long) * n), *b = malloc(sizeof(long) * n), *buf = malloc(sizeof(long) * (n + w));
  for (int i = 0; i < n; i++) { a[i] = lcg() % 100000; b[i] = 0; }
  for (int i = 0; i < n + w; i++) buf[i] = lcg() % 5000;
  rowclampT(b, a, h, w);
  printf("rowclampT: %llu\n", hashl(b, n));
  colclamp(a, b, w, h);   // b is w x h now
  printf("colclamp: %llu\n", hashl(a, n));
  colmajor(b, a, h, w);
  colmajor(a, b, h, w);
  printf("colmajor: %llu\n", hashl(a, n));
  rows2(a, h, w);
  printf("rows2: %llu\n", hashl(a, n));
  rightin(a, h, w);
  printf("rightin: %llu\n", hashl(a, n));
  upperleft(a, h, w, h / 2);
  printf("upperleft: %llu\n", hashl(a, n));
  upperleft(a, h, w, 0);
  printf("upperleft0: %llu\n", hashl(a, n));
  colclamp(buf + w, buf, h, w);   // out = in + w (the next row)
  printf("colclamp ov: %llu\n", hashl(buf, n + w));
  colmajor(buf, buf + w, h, w);   // out = in - w
  printf("colmajor ov: %llu\n", hashl(buf, n + w));
  colclamp(buf, buf, h, w);       // in place
  printf("colclamp inplace: %llu\n", hashl(buf, n + w));
  return 0;
}
