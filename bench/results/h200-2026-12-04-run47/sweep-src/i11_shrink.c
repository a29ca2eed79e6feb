// i11: kernels whose trip counts change per step: shrinking active region lo+t .. hi-t, growing
// region 0 .. t*k, and a 2-D window that shrinks; in place and out of place.
// ARGS: 3000 20 50
// ARGS: 1 3 1
// ARGS: 3 4 1
// ARGS: 10 12 2
#include "common.h"
__attribute__((noinline)) void band(int *out, const int *in, int lo, int hi) {
  for (int i = lo; i < hi; i++) out[i] = in[i - 1] + in[i + 1] - in[i];
}
__attribute__((noinline)) void grow(float *a, int m, float s) {
  for (int i = 0; i < m; i++) a[i] = a[i] * s + 1.0f;
}
__attribute__((noinline)) void win(double *a, int w, int y0, int y1, int x0, int x1) {
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++) a[y * w + x] = a[y * w + x] * 0.5 + y - x;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), k = atoi(argv[3]);
  int *a = malloc(4 * (n + 2)), *b = malloc(4 * (n + 2));
  float *f = malloc(4 * n);
  int w = 40;
  double *d = malloc(8 * w * w);
  for (int i = 0; i < n + 2; i++) a[i] = b[i] = lcg() % 1000;
  for (int i = 0; i < n; i++) f[i] = (lcg() % 100) / 3.0f;
  for (int i = 0; i < w * w; i++) d[i] = (double)(lcg() % 100);
  for (int t = 0; t < steps; t++) {
    int lo = 1 + t, hi = n + 1 - t;
    band(b, a, lo, hi);
    int *tmp = a; a = b; b = tmp;
    int m = t * k; if (m > n) m = n;
    grow(f, m, t % 2 ? 0.5f : 1.5f);
    win(d, w, t / 2, w - t, t, w - t / 3);
  }
  printf("a=%u b=%u f=%u d=%u\n", hashb(a, 4 * (n + 2)), hashb(b, 4 * (n + 2)), hashb(f, 4 * n), hashb(d, 8 * w * w));
  return 0;
}
