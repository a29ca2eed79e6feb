// ARGS: 9 4
// ARGS: 1 1
// Bitonic sorting network on 2^logn uint32 keys (sequential stages, each stage a parallel
// compare-exchange over all i with partner i^j), then a byte histogram of the sorted keys,
// prefix sums, and a check that the output is sorted.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXLOG 14
static uint32_t keys[1 << MAXLOG];
static uint32_t hist[4][256];

int main(int argc, char **argv) {
  int logn = argc > 1 ? atoi(argv[1]) : 10;
  int rounds = argc > 2 ? atoi(argv[2]) : 1;
  if (logn < 0 || logn > MAXLOG) return 2;
  int n = 1 << logn;
  uint32_t s = 0xdeadbeefu;
  for (int i = 0; i < n; i++) {
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    keys[i] = s;
  }
  for (int r = 0; r < rounds; r++) {
    int dirflip = r & 1;
    for (int k = 2; k <= n; k <<= 1) {
      for (int j = k >> 1; j > 0; j >>= 1) {
        for (int i = 0; i < n; i++) {
          int l = i ^ j;
          if (l > i) {
            int up = ((i & k) == 0) ^ dirflip;
            uint32_t a = keys[i], b = keys[l];
            if ((a > b) == up) { keys[i] = b; keys[l] = a; }
          }
        }
      }
    }
    int sorted = 1;
    for (int i = 1; i < n; i++)
      if (dirflip ? keys[i - 1] < keys[i] : keys[i - 1] > keys[i]) sorted = 0;
    printf("round %d sorted %d first %u last %u\n", r, sorted, keys[0], keys[n - 1]);
  }
  for (int b = 0; b < 4; b++)
    for (int v = 0; v < 256; v++) hist[b][v] = 0;
  for (int i = 0; i < n; i++) {
    uint32_t k = keys[i];
    hist[0][k & 255]++;
    hist[1][(k >> 8) & 255]++;
    hist[2][(k >> 16) & 255]++;
    hist[3][k >> 24]++;
  }
  uint32_t pre = 0, h = 0;
  for (int b = 0; b < 4; b++) {
    pre = 0;
    for (int v = 0; v < 256; v++) { pre += hist[b][v]; h = h * 131u + pre; }
  }
  uint64_t wsum = 0;
  for (int i = 0; i < n; i++) wsum += (uint64_t)keys[i] * (uint64_t)(i + 1);
  printf("hist %u wsum %llu top %u\n", h, (unsigned long long)wsum, hist[3][255]);
  return 0;
}
