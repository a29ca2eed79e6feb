// h20: memcpy/memset/memmove with lengths from arguments inside row loops (rows as threads), the
// shapes clang unrolls: rows of a matrix filled from a sliding window of a vector, rows cleared
// to a prefix, rows shifted in place by memmove; host writes to the sources between calls.
// ARGS: 16 40 12
// ARGS: 2 2 4
// ARGS: 3 5 6
// ARGS: 8 9 10
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 3020u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void window(float *m, const float *v, int h, int w, int len) {
  for (int y = 0; y < h; y++) memcpy(m + y * w, v + y, 4 * (size_t)len);
}
__attribute__((noinline)) void clearp(unsigned char *m, int h, int w, int len, int val) {
  for (int y = 0; y < h; y++) memset(m + y * w, val + y, (size_t)len);
}
__attribute__((noinline)) void shiftrows(int *m, int h, int w, int s) {
  for (int y = 0; y < h; y++) memmove(m + y * w + s, m + y * w, 4 * (size_t)(w - s));
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), calls = atoi(argv[3]);
  float *m = malloc(4 * h * w), *v = malloc(4 * (h + w));
  unsigned char *b = malloc(h * w);
  int *im = malloc(4 * h * w);
  for (int i = 0; i < h * w; i++) { m[i] = 0.0f; b[i] = (unsigned char)lcg(); im[i] = (int)(lcg() % 1000); }
  for (int i = 0; i < h + w; i++) v[i] = (float)(lcg() % 1000) / 4.0f;
  for (int c = 0; c < calls; c++) {
    int len = w - (c % 3);
    if (len < 1) len = 1;
    window(m, v, h, w, len);
    clearp(b, h, w, 1 + (c * 7) % w, c);
    shiftrows(im, h, w, w > 1 ? 1 + c % (w - 1) : 0);
    printf("c%d len=%d m=%u b=%u im=%u\n", c, len, hashb(m, 4u * h * w), hashb(b, (size_t)h * w), hashb(im, 4u * h * w));
    for (int i = 0; i < h + w; i++) v[i] += 1.0f + (float)c;
  }
  return 0;
}
