// h13: freed and re-malloc'd buffers: each round frees the kernel's input and output and mallocs
// new ones of the same (or a slightly different) size, so the same addresses come back holding new
// host-written data; a kernel runs on them right after; also calloc'd blocks, and a buffer written
// by the host element by element between two kernel calls on it.
// ARGS: 1500 16
// ARGS: 1 5
// ARGS: 2 7
// ARGS: 100 12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 2313u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void k1(unsigned *o, const unsigned *a, int n, unsigned c) {
  for (int i = 0; i < n; i++) o[i] = a[i] * 2654435761u + c;
}
__attribute__((noinline)) void k2(unsigned *a, int n) {
  for (int i = 0; i < n; i++) a[i] = (a[i] >> 3) ^ (a[i] << 5);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), rounds = atoi(argv[2]);
  unsigned *keep = calloc(n, 4);
  for (int r = 0; r < rounds; r++) {
    int m = n + (r % 3 == 2 ? 1 : 0);
    unsigned *a = malloc(4 * m);
    unsigned *o = (r & 1) ? calloc(m, 4) : malloc(4 * m);
    for (int i = 0; i < m; i++) a[i] = lcg() + (unsigned)r;
    if (!(r & 1)) for (int i = 0; i < m; i++) o[i] = (unsigned)i;
    k1(o, a, m, (unsigned)r);
    k2(o, m);
    for (int i = 0; i < m; i += 3) o[i] ^= 0xdeadbeefu;
    k2(o, m);
    k1(keep, o, n, 1u);
    unsigned ho = hashb(o, 4u * m);
    printf("r%d same=%d o=%u keep=%u\n", r, (int)((uintptr_t)a % 7), ho, hashb(keep, 4u * n));
    free(a);
    free(o);
  }
  free(keep);
  return 0;
}
