// q12: histogram / prefix-sum pipeline: one LSD radix-sort pass per byte of 32-bit keys
// (per-block histograms, exclusive scan over digit-major blocks, stable scatter), plus a
// global inclusive scan of key values with 64-bit sums and a segmented max.
// ARGS: 3000 256
// ARGS: 1 1
// ARGS: 37 5
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int n = atoi(argv[1]), bs = atoi(argv[2]);
  int nb = (n + bs - 1) / bs;
  uint32_t *a = malloc(4 * n), *b = malloc(4 * n);
  int *hist = malloc(sizeof(int) * 256 * nb), *off = malloc(sizeof(int) * 256 * nb);
  uint32_t s = 5u;
  for (int i = 0; i < n; i++) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; a[i] = s; }
  uint64_t *pre = malloc(8 * n);
  for (int pass = 0; pass < 4; pass++) {
    int sh = 8 * pass;
    for (int blk = 0; blk < nb; blk++) {
      int *hb = hist + 256 * blk;
      for (int d = 0; d < 256; d++) hb[d] = 0;
      int end = (blk + 1) * bs < n ? (blk + 1) * bs : n;
      for (int i = blk * bs; i < end; i++) hb[(a[i] >> sh) & 255]++;
    }
    int run = 0;
    for (int d = 0; d < 256; d++)
      for (int blk = 0; blk < nb; blk++) { off[256 * blk + d] = run; run += hist[256 * blk + d]; }
    for (int blk = 0; blk < nb; blk++) {
      int *ob = off + 256 * blk;
      int end = (blk + 1) * bs < n ? (blk + 1) * bs : n;
      for (int i = blk * bs; i < end; i++) b[ob[(a[i] >> sh) & 255]++] = a[i];
    }
    uint32_t *t = a; a = b; b = t;
  }
  int sorted = 1;
  for (int i = 1; i < n; i++) sorted &= a[i - 1] <= a[i];
  uint64_t acc = 0;
  for (int i = 0; i < n; i++) { acc += a[i] >> 4; pre[i] = acc; }
  uint32_t segmax = 0; uint64_t msum = 0;
  for (int i = 0; i < n; i++) {
    if (i % 16 == 0) { msum += segmax; segmax = 0; }
    uint32_t v = a[i] ^ (uint32_t)i;
    if (v > segmax) segmax = v;
  }
  msum += segmax;
  printf("sorted=%d min=%u max=%u med=%u\n", sorted, a[0], a[n - 1], a[n / 2]);
  printf("pre_last=%llu pre_mid=%llu msum=%llu\n", (unsigned long long)pre[n - 1], (unsigned long long)pre[n / 2], (unsigned long long)msum);
  return 0;
}
