#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// popcount via loops, builtins popcount/clz/ctz, bit reverse, rotate
// ARGS: 17 3
// ARGS: 0 0
// ARGS: 1 31
// ARGS: 2 32
// ARGS: 200 7
static int popc_loop(uint32_t x) { int c = 0; while (x) { x &= x - 1; c++; } return c; }
static uint32_t rev(uint32_t x) { uint32_t r = 0; for (int b = 0; b < 32; b++) { r = (r << 1) | (x & 1); x >>= 1; } return r; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]);
  uint32_t *a = malloc(4 * (n + 1)); int *pc = malloc(4 * (n + 1)); int *lz = malloc(4 * (n + 1)); uint32_t *rv = malloc(4 * (n + 1));
  uint64_t *b = malloc(8 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (uint32_t)i * 2654435761u ^ (uint32_t)(i << 7); b[i] = (uint64_t)a[i] * 0x9E3779B97F4A7C15ull; }
  for (int i = 0; i < n; i++) pc[i] = popc_loop(a[i]) * 100 + __builtin_popcount(a[i]);
  for (int i = 0; i < n; i++) lz[i] = (a[i] ? __builtin_clz(a[i]) : 32) + 64 * (a[i] ? __builtin_ctz(a[i]) : 32) + 4096 * __builtin_popcountll(b[i]);
  for (int i = 0; i < n; i++) rv[i] = rev(a[i]);
  for (int i = 0; i < n; i++) a[i] = (a[i] << (k & 31)) | (a[i] >> ((32 - k) & 31));
  for (int i = 0; i < n; i++) b[i] = (b[i] >> (k & 63)) ^ (b[i] << ((64 - k) & 63)) ^ (uint64_t)__builtin_clzll(b[i] | 1);
  uint32_t hx = 0; uint64_t hb = 0; int sp = 0;
  for (int i = 0; i < n; i++) { hx ^= a[i] + rv[i] * 3; sp += pc[i] + lz[i]; hb += b[i]; }
  printf("%08x %d %016llx\n", hx, sp, (unsigned long long)hb);
  for (int i = 0; i < n && i < 4; i++) printf("%d %d %08x\n", pc[i], lz[i], rv[i]);
  return 0;
}
