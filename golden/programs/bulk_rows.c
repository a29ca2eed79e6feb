// Row loops of memcpy and memset (wasm memory.copy and memory.fill, through wasi-libc's
// memcpy and memset) that clang -O2 unrolls: one iteration makes the call for two or four
// rows, at constant offsets from one base. The runtime's tests run it against wasmtime
// (runtime/src/tests.rs). Arguments: h w len calls.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Row y of m is v[y .. y + w): the last row reads v[h + w - 2], past the first rows' reach.
__attribute__((noinline)) void window(int *m, const int *v, int h, int w) {
  for (int y = 0; y < h; y++) memcpy(m + y * w, v + y, 4 * (size_t)w);
}

// Rows four bytes apart, `len` bytes each: the later rows' bytes are written last.
__attribute__((noinline)) void fillrows(unsigned char *m, int h, int len, int c) {
  for (int y = 0; y < h; y++) memset(m + 4 * y, y + c, (size_t)len);
}

int main(int argc, char **argv) {
  if (argc < 5) return 2;
  int h = atoi(argv[1]), w = atoi(argv[2]), len = atoi(argv[3]), calls = atoi(argv[4]);
  int *m = calloc((size_t)h * w, 4), *v = malloc(4 * (size_t)(h + w));
  unsigned char *f = calloc(4 * (size_t)h + len, 1);
  for (int i = 0; i < h + w; i++) v[i] = i + 1;
  // What the first call of fillrows writes where rows do not overlap.
  for (int i = 0; i < 4 * h; i++) f[i] = (unsigned char)(i / 4);
  for (int c = 0; c < calls; c++) {
    for (int i = 0; i < h + w; i++) v[i] += c;
    window(m, v, h, w);
    fillrows(f, h, len, 10 * c);
    unsigned hm = 2166136261u, hf = 2166136261u;
    for (int i = 0; i < h * w; i++) hm = (hm ^ (unsigned)m[i]) * 16777619u;
    for (int i = 0; i < 4 * h + len; i++) hf = (hf ^ f[i]) * 16777619u;
    printf("call %d: window %08x last %d, rows %08x last %d\n", c, hm, m[h * w - 1], hf,
           f[4 * h + len - 1]);
  }
  return 0;
}
