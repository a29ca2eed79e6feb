// h18: a time loop of kernels whose own code calls __builtin_wasm_memory_grow (no memory access, no
// call) and runs a kernel on the new page and on the old arrays; plus memory.size used as a bound.
// ARGS: 2000 12
// ARGS: 1 3
// ARGS: 5 6
// ARGS: 4000 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 2818u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void upd(unsigned *o, const unsigned *a, int n, unsigned c) {
  for (int i = 0; i < n; i++) o[i] = o[i] * 3u + a[i] + c;
}
__attribute__((noinline)) void pgk(unsigned *p, int n, unsigned c) {
  for (int i = 0; i < n; i++) p[i] = p[i] + (unsigned)i * c + 1u;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  unsigned *a = malloc(4 * n), *b = malloc(4 * n);
  for (int i = 0; i < n; i++) { a[i] = lcg(); b[i] = lcg() % 1000; }
  unsigned *last = 0;
  int lastn = n < 16384 ? n : 16384;
  for (int t = 0; t < steps; t++) {
    upd(a, b, n, (unsigned)t);
    upd(b, a, n, (unsigned)t * 7u);
    int old = __builtin_wasm_memory_grow(0, 1 + (t & 1));
    unsigned *p = (unsigned *)((uintptr_t)old * 65536u);
    pgk(p, lastn, (unsigned)t);
    if (last) pgk(last, lastn, (unsigned)t + 100u);
    last = p;
  }
  printf("a=%u b=%u last=%u pages=%d\n", hashb(a, 4u * n), hashb(b, 4u * n), hashb(last, 4u * lastn),
         (int)__builtin_wasm_memory_size(0));
  return 0;
}
