/* REPRO bulk_len_group_read: same root cause as bulk_len_group.c, read side (found by h17_bulk).
 * rowfill's row loop is unrolled by 2 at -O2; the source group of its two memcpy's
 * (src + 8i + 0 and src + 8i + 4, each 4*(w-k) bytes) is ranged as src + 8i + [0, 4w - 4k)
 * (plan: "bytes": [0, 5], the +4 dropped), so row 1's last source element is outside the
 * footprint; after the host rewrites src the device keeps that element's old value.
 * Build: clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -o r.wasm bulk_len_group_read.c
 *        (plain -O2 suffices; -mbulk-memory gives the same)
 * Run: tw run r.wasm --no-offload -- 2 2 3   vs   tw run r.wasm --simulate --no-cost-model --no-first-call-check -- 2 2 3
 * reference: t0: 1 1001 1001 2001 | t1: 0 1001 0 2001 | t2: 0 2001 2001 2001
 * simulate:  t0: 1 1001 1001 2001 | t1: 0 1001 0 1001 | t2: 0 1001 1001 2001
 * (with the first-call check on it passes here: the first launch is checked whole.)
 * Only some layouts show it (a plain copy without the memset, or k fixed, did not). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
__attribute__((noinline)) void rowfill(unsigned *m, const unsigned *src, int h, int w, int k) {
  for (int y = 0; y < h; y++) {
    memset(m + y * w, 0, 4 * (size_t)k);
    memcpy(m + y * w + k, src + y, 4 * (size_t)(w - k));
  }
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), steps = atoi(argv[3]);
  unsigned *mat = malloc(4 * h * w), *src = malloc(4 * (h + w));
  for (int i = 0; i < h + w; i++) src[i] = i * 1000u + 1;
  for (int t = 0; t < steps; t++) {
    rowfill(mat, src, h, w, t % w);
    for (int i = 0; i < w; i++) src[i] = mat[w + i];
    printf("t%d:", t);
    for (int i = 0; i < h * w; i++) printf(" %u", mat[i]);
    printf("\n");
  }
  return 0;
}
