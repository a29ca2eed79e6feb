// i14: jacobi-2d style time loop inside a noinline function with memcpy copy-back of rows (partial,
// odd sizes), a memset of a border row, and a kernel reading the copied rows in the same step; the
// function is called on two different grids, one of size 1.
// ARGS: 60 70 9
// ARGS: 1 1 3
// ARGS: 2 3 4
// ARGS: 3 130 5
#include "common.h"
__attribute__((noinline)) void rows(float *out, const float *in, int h, int w) {
  for (int y = 1; y < h - 1; y++)
    for (int x = 0; x < w; x++) out[y * w + x] = 0.5f * in[y * w + x] + 0.25f * (in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}
__attribute__((noinline)) void run(float *a, float *b, int h, int w, int steps) {
  for (int t = 0; t < steps; t++) {
    rows(b, a, h, w);
    if (h > 2) memcpy(a + w, b + w, 4 * w * (h - 2));
    if (t % 2) memset(a, 0, 4 * w);
    else memcpy(a, a + (h - 1) * w, 4 * w);
    rows(b, a, h, w);
    memmove(a + 1, b, 4 * (h * w - 1));
  }
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), steps = atoi(argv[3]);
  float *a = malloc(4 * h * w + 8), *b = malloc(4 * h * w + 8), *c = malloc(4 * 8), *d = malloc(4 * 8);
  for (int i = 0; i < h * w; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int i = 0; i < 8; i++) c[i] = d[i] = (lcg() % 1000) / 10.0f;
  run(a, b, h, w, steps);
  printf("a=%u b=%u\n", hashb(a, 4 * h * w), hashb(b, 4 * h * w));
  run(c, d, 1, 1, steps);
  run(c, d, 2, 3, steps);
  printf("c=%u d=%u\n", hashb(c, 32), hashb(d, 32));
  return 0;
}
