// h17: built with -mbulk-memory, so memcpy/memmove/memset become memory.copy/memory.fill
// instructions: a time loop of kernels whose own code copies and fills between launches (a region
// that may be resident), a kernel whose rows are memset/memcpy'd inside the loop, and host reads.
// CFLAGS: -mbulk-memory
// ARGS: 2000 24
// ARGS: 1 5
// ARGS: 3 8
// ARGS: 300 16
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 2717u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void relax(float *o, const float *a, int n) {
  for (int i = 1; i < n - 1; i++) o[i] = 0.3f * a[i - 1] + 0.4f * a[i] + 0.3f * a[i + 1];
}
__attribute__((noinline)) void addk(unsigned *o, const unsigned *a, int n, unsigned c) {
  for (int i = 0; i < n; i++) o[i] = o[i] + a[i] * 5u + c;
}
__attribute__((noinline)) void rowfill(unsigned *m, const unsigned *src, int h, int w, int k) {
  for (int y = 0; y < h; y++) {
    memset(m + y * w, 0, 4 * (size_t)k);
    memcpy(m + y * w + k, src + y, 4 * (size_t)(w - k));
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  if (n < 3) n = 3;
  float *a = malloc(4 * n), *b = malloc(4 * n);
  unsigned *u = malloc(4 * n), *v = malloc(4 * n);
  int h = 8, w = n / 4 + 4;
  unsigned *mat = malloc(4 * h * w), *src = malloc(4 * (h + w));
  for (int i = 0; i < n; i++) { a[i] = (float)(lcg() % 1000); b[i] = 0.0f; u[i] = lcg(); v[i] = lcg() % 100; }
  for (int i = 0; i < h + w; i++) src[i] = lcg();
  for (int t = 0; t < steps; t++) {
    relax(b, a, n);
    b[0] = a[1]; b[n - 1] = a[n - 2];
    memcpy(a, b, 4 * (size_t)n);
    addk(u, v, n, (unsigned)t);
    if (t % 3 == 1) memset(v + n / 4, t, 4 * (size_t)(n / 2));
    if (t % 4 == 2) memmove(u + 1, u, 4 * (size_t)(n - 1));
    if (t % 5 == 0) memcpy(v, u + n / 2, 4 * (size_t)(n / 2));
  }
  printf("a=%u u=%u v=%u a1=%a\n", hashb(a, 4u * n), hashb(u, 4u * n), hashb(v, 4u * n), a[1]);
  for (int t = 0; t < steps; t++) {
    rowfill(mat, src, h, w, t % w);
    addk((unsigned *)mat, src, h < w ? h : w, (unsigned)t);
    memcpy(src, mat + w, 4 * (size_t)(h + w < w ? h + w : w));
    if (t % 4 == 3) printf("t%d mat=%u src=%u\n", t, hashb(mat, 4u * h * w), hashb(src, 4u * (h + w)));
  }
  return 0;
}
