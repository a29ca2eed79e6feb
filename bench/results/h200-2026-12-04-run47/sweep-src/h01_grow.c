// h01: memory growth between launches. scale() runs on a; at call calls/3 a large block is malloc'd
// (memory.grow), filled, and kernels run on it (near its end too) and on a again; at calls/2 a is
// realloc'd to a larger size (the data moves past the big block); every 5th call
// __builtin_wasm_memory_grow(0, 1) adds a page and a kernel runs on a range ending at the last byte.
// ARGS: 2000 20 3
// ARGS: 1 7 1
// ARGS: 3 12 2
// ARGS: 700 9 5
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 1101u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void scale(unsigned *a, int n, unsigned c) {
  for (int i = 0; i < n; i++) a[i] = a[i] * 3u + c + (unsigned)(i & 5);
}
__attribute__((noinline)) void axpy(float *o, const float *x, const float *y, int n, float s) {
  for (int i = 0; i < n; i++) o[i] = x[i] * s + y[i];
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]), mb = atoi(argv[3]);
  int na = n;
  unsigned *a = malloc(sizeof(unsigned) * na);
  float *fx = malloc(sizeof(float) * n), *fy = malloc(sizeof(float) * n);
  for (int i = 0; i < na; i++) a[i] = lcg() % 1000;
  for (int i = 0; i < n; i++) { fx[i] = (lcg() % 1000) / 16.0f; fy[i] = (lcg() % 1000) / 32.0f; }
  unsigned *big = 0; size_t nbig = 0;
  float *fbig = 0;
  unsigned *pg = 0; int npg = 0;
  unsigned pages0 = __builtin_wasm_memory_size(0);
  for (int c = 0; c < calls; c++) {
    scale(a, na, (unsigned)c);
    axpy(fy, fx, fy, n, 0.5f + c);
    if (c == calls / 3) {
      nbig = ((size_t)mb << 20) / 4;
      big = malloc(nbig * 4);
      for (size_t i = 0; i < nbig; i++) big[i] = lcg();
      fbig = (float *)(big + nbig / 2);
    }
    if (big) {
      scale(big + c * 7, n + c, (unsigned)c);
      scale(big + nbig - n - 8 + (c & 7), n, (unsigned)c ^ 5u);
      axpy(fbig, fx, fy, n, 1.0f / (c + 1));
      scale(a, na, 7u);
    }
    if (c == calls / 2) {
      unsigned *old = a;
      a = realloc(a, sizeof(unsigned) * (2 * na + c + 5));
      for (int i = na; i < 2 * na + c + 5; i++) a[i] = lcg() % 777;
      na = 2 * na + c + 5;
      printf("realloc moved=%d\n", a != old);
    }
    if (c % 5 == 4) {
      int old = __builtin_wasm_memory_grow(0, 1);
      if (old < 0) { printf("grow failed\n"); return 3; }
      npg = 16384 - (c % 3);
      pg = (unsigned *)((uintptr_t)(old + 1) * 65536u) - npg;  // ends at the last byte
      for (int i = 0; i < npg; i++) pg[i] = (unsigned)i * 2654435761u;
    }
    if (pg) scale(pg, npg, (unsigned)c);
    printf("c%d a=%u f=%u big=%u pg=%u\n", c, hashb(a, 4u * na), hashb(fy, 4u * n),
           big ? hashb(big, nbig * 4) : 0u, pg ? hashb(pg, 4u * npg) : 0u);
  }
  printf("grew=%d\n", (int)(__builtin_wasm_memory_size(0) - pages0) > 0);
  return 0;
}
