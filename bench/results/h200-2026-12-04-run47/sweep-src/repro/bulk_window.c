/* REPRO bulk_window (default flags, first-call check ON): a sliding-window row copy.
 * clang -O2 unrolls the row loop by 2, so the kernel (8 threads for h = 16) has two memcpy's per
 * thread reading v + 8i + 0 and v + 8i + 4, each 4*w bytes. Their read group is ranged as
 * v + 8i + [0, 4w) (plan "bytes": [0, 5]; Env::group_len in compiler/src/auto/offload.rs uses only
 * the symbolic len of a bulk group and drops the hi - lo span of its constant offsets), so the
 * last 4 bytes the last thread reads (v[h + w - 1]) are not uploaded: the simulated device holds
 * its poison byte 0xa5 there. The sampled first-call check runs only the first rows natively, so
 * it passes. Same root cause as bulk_len_group.c (writes) and bulk_len_group_read.c.
 * Build: clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -o bulk_window.wasm bulk_window.c
 * Run:   tw run bulk_window.wasm --no-offload -- 16 3     (reference)
 *        tw run bulk_window.wasm --simulate --no-cost-model -- 16 3
 * reference last line: " 16 17 18"     simulate last line: " 16 17 -1515870811" (0xa5a5a5a5)
 * (nest in `window`: gpu x1, 8 threads). "8 2" is caught by the check (first_call_mismatch). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
__attribute__((noinline)) void window(int *m, const int *v, int h, int w) {
  for (int y = 0; y < h; y++) memcpy(m + y * w, v + y, 4 * (size_t)w);
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]);
  int *m = calloc(h * w, 4), *v = malloc(4 * (h + w));
  for (int i = 0; i < h + w; i++) v[i] = i + 1;
  window(m, v, h, w);
  for (int y = 0; y < h; y++) { for (int x = 0; x < w; x++) printf(" %d", m[y * w + x]); printf("\n"); }
  return 0;
}
