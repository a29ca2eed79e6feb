// h02: out-of-bounds accesses inside kernels on one call only, after safe calls. mode 0: none;
// 1: a read range crosses the end of memory halfway; 2: a write range crosses it; 3: a read at a
// negative offset (the address wraps); 4: a 2-D kernel's row offset runs past the end; 5: a read
// at an offset past the end from the first iteration. Output is flushed before each call.
// ARGS: 1000 10 0 4
// ARGS: 1000 10 1 4
// ARGS: 1000 10 2 6
// ARGS: 3 6 3 2
// ARGS: 300 8 4 5
// ARGS: 1 5 5 0
// ARGS: 2 5 2 3
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 1202u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void gather(int *out, const int *in, int n, int off) {
  for (int i = 0; i < n; i++) out[i] = in[i + off] * 2 + i;
}
__attribute__((noinline)) void scatter(int *out, const int *in, int n, int off) {
  for (int i = 0; i < n; i++) out[i + off] = in[i] - 3 * i;
}
__attribute__((noinline)) void rows(int *a, int h, int w, int yoff) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[(y + yoff) * w + x] += y * 7 + x;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]), mode = atoi(argv[3]), tc = atoi(argv[4]);
  int *in = malloc(sizeof(int) * (2 * n + 8)), *out = malloc(sizeof(int) * (2 * n + 8));
  int h = 4, w = n;
  int *r = malloc(sizeof(int) * h * w * 3);
  for (int i = 0; i < 2 * n + 8; i++) { in[i] = (int)(lcg() % 2000) - 1000; out[i] = 0; }
  for (int i = 0; i < h * w * 3; i++) r[i] = (int)(lcg() % 100);
  uintptr_t memend = (uintptr_t)__builtin_wasm_memory_size(0) * 65536u;
  for (int c = 0; c < calls; c++) {
    int goff = c & 3, soff = (c * 5) & 7, yoff = c % 3;
    if (c == tc) {
      if (mode == 1) goff = (int)((memend - (uintptr_t)in) / 4) - n / 2 - 1;
      if (mode == 2) soff = (int)((memend - (uintptr_t)out) / 4) - n / 2 - 1;
      if (mode == 3) goff = -(int)((uintptr_t)in / 4) - 3;
      if (mode == 4) yoff = (int)((memend - (uintptr_t)r) / 4 / w) - h / 2;
      if (mode == 5) goff = (int)((memend - (uintptr_t)in) / 4) + 100;
    }
    printf("c%d goff=%s soff=%s\n", c, goff > 8 || goff < 0 ? "far" : "near", soff > 8 ? "far" : "near");
    fflush(stdout);
    gather(out, in, n, goff);
    printf("  g=%u\n", hashb(out, 4u * (2 * n + 8)));
    fflush(stdout);
    scatter(out, in, n, soff);
    printf("  s=%u\n", hashb(out, 4u * (2 * n + 8)));
    fflush(stdout);
    rows(r, h, w, yoff);
    printf("  r=%u\n", hashb(r, 4u * h * w * 3));
    fflush(stdout);
  }
  printf("done\n");
  return 0;
}
