// i30: with -mbulk-memory, row loops of memcpy/memset (memory.copy/memory.fill nests) inside a
// time loop between stencil kernels: copy rows shifted by sh columns within one grid (overlapping
// when sh small), fill a band of rows, rows unrolled by clang.
// CFLAGS: -mbulk-memory
// ARGS: 30 50 6 3
// ARGS: 7 9 5 0
// ARGS: 1 1 3 0
// ARGS: 3 4 4 1
#include "common.h"
__attribute__((noinline)) void blur(float *out, const float *in, int h, int w) {
  for (int y = 1; y < h - 1; y++)
    for (int x = 0; x < w; x++) out[y * w + x] = 0.5f * in[y * w + x] + 0.25f * (in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), steps = atoi(argv[3]), sh = atoi(argv[4]);
  if (sh >= w) sh = w - 1;
  float *a = malloc(4 * h * w + 64), *b = malloc(4 * h * w + 64);
  for (int i = 0; i < h * w + 16; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    blur(b, a, h, w);
    for (int y = 0; y < h; y++) memcpy(a + y * w + sh, b + y * w, 4 * (w - sh));
    for (int y = t % 2; y < h; y += 2) memset(b + y * w, 0, 4 * (w / 2));
    blur(a, b, h, w);
    for (int y = 1; y < h; y++) memmove(b + (y - 1) * w + 1, a + y * w, 4 * (w - 1));
  }
  printf("a=%u b=%u\n", hashb(a, 4 * h * w), hashb(b, 4 * h * w));
  return 0;
}
