/* REPRO bulk_len_group: a bulk (memset/memcpy, i.e. memory.fill/memory.copy) access group whose
 * accesses sit at several constant offsets (clang's unrolled copies of the row loop: m+0, m+4,
 * m+8, m+12 each with length len) is ranged as base + lo .. base + hi_of_base + lo + len: the
 * span of the constant offsets (hi - lo) is dropped (Env::group_len in compiler/src/auto/offload.rs
 * returns only the symbolic len when g.len is Some). Written bytes of the later unrolled copies
 * are never downloaded (stale host bytes), read bytes never uploaded (stale device bytes, see
 * h17_bulk / r/bulk5.c), and the in-bounds/overlap/collision tests see too small a range.
 * Plain clang-19 -O2 (wasi-libc memset is read as bulk memory), also -O3, -O3 -msimd128,
 * -mbulk-memory; not -O1 (no unroll). The first call writes what memory already holds, so the
 * first-call check passes and does not help.
 * Build: clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -o bulk_len_group.wasm bulk_len_group.c
 * Run:   tw run bulk_len_group.wasm --no-offload -- 4 4 3          (reference)
 *        tw run bulk_len_group.wasm --simulate --no-cost-model [--no-first-call-check] -- 4 4 3
 * reference:                                  simulate (nest in fillrows: gpu x3, 1 thread):
 *   c0: 0 0 0 0 1 1 1 1 2 2 2 2 3 3 3 3         c0: 0 0 0 0 1 1 1 1 2 2 2 2 3 3 3 3
 *   c1: 10 10 10 10 11 11 11 11 12 12 12 12 13 13 13 13   c1: 10 10 10 10 1 1 1 1 2 2 2 2 3 3 3 3
 *   c2: 20 20 20 20 21 21 21 21 22 22 22 22 23 23 23 23   c2: 20 20 20 20 1 1 1 1 2 2 2 2 3 3 3 3
 * Plan (lower --mode auto --emit plan) shows e.g. "range": "p1 + 8*i + [0, 4*p3 - 4*p4)" with
 * "bytes": [0, 5] for a copy's source read at offsets 0 and 4: the +4 is missing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
__attribute__((noinline)) void fillrows(unsigned char *m, int h, int len, int c) {
  for (int y = 0; y < h; y++) memset(m + 4 * y, y + c, (size_t)len);
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), len = atoi(argv[2]), calls = atoi(argv[3]);
  unsigned char *m = calloc(4 * h, 1);
  for (int i = 0; i < 4 * h; i++) m[i] = (unsigned char)(i / 4);   /* what the first call writes */
  for (int c = 0; c < calls; c++) {
    fillrows(m, h, len, 10 * c);
    printf("c%d:", c);
    for (int i = 0; i < 4 * h; i++) printf(" %d", m[i]);
    printf("\n");
  }
  return 0;
}
