// i28: 2-D heat (double) and 3-array wave (float) time loops written in main, with the grids
// overlapping (b = a + off from argv) on some arg sets, an early break on a scalar read of a cell,
// and a shrinking interior y0 = 1 + t / 2.
// ARGS: 30 41 12 0
// ARGS: 30 41 12 45
// ARGS: 1 1 3 0
// ARGS: 3 3 4 1
// ARGS: 4 2 5 -2
#include "common.h"
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), steps = atoi(argv[3]), off = atoi(argv[4]);
  int hw = h * w, pad = 64;
  double *base = malloc(8 * (2 * hw + 2 * pad));
  double *a = base + pad, *b = off ? a + off : a + hw;
  for (int i = 0; i < 2 * hw + 2 * pad; i++) base[i] = (double)(lcg() % 1000) / 4.0;
  int t;
  for (t = 0; t < steps; t++) {
    int y0 = 1 + t / 2;
    for (int y = y0; y < h - 1; y++)
      for (int x = 1; x < w - 1; x++)
        b[y * w + x] = a[y * w + x] + 0.125 * (a[(y - 1) * w + x] + a[(y + 1) * w + x] + a[y * w + x - 1] + a[y * w + x + 1] - 4 * a[y * w + x]);
    double *tmp = a; a = b; b = tmp;
    if (a[hw / 2] > 1e9) break;
  }
  printf("t=%d g=%u\n", t, hashb(base, 8 * (2 * hw + 2 * pad)));
  float *p = calloc(w + 2, 4), *c = calloc(w + 2, 4), *x = calloc(w + 2, 4);
  for (int i = 0; i < w; i++) c[i] = p[i] = (float)(lcg() % 100) / 10.0f;
  for (int s = 0; s < steps; s++) {
    for (int i = 1; i < w - 1; i++) x[i] = 2.0f * c[i] - p[i] + 0.3f * (c[i - 1] - 2.0f * c[i] + c[i + 1]);
    x[s % w] += 1.0f;
    float *tt = p; p = c; c = x; x = tt;
  }
  printf("w=%u %u %u\n", hashb(p, 4 * w), hashb(c, 4 * w), hashb(x, 4 * w));
  return 0;
}
