// d12: byte-array cellular automata: rule 110 in 1-D over generations, Conway life in 2-D with modulo wraparound.
// ARGS: 301 40 23 29 6
// ARGS: 1 2 1 3 2
// ARGS: 211 25 31 17 4
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 110u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), gens = atoi(argv[2]), H = atoi(argv[3]), W = atoi(argv[4]), lg = atoi(argv[5]);
  uint8_t *c = malloc(n), *d = malloc(n);
  for (int i = 0; i < n; i++) c[i] = lcg() % 3 == 0;
  unsigned pop1 = 0;
  for (int g = 0; g < gens; g++) {
    for (int i = 0; i < n; i++) {
      int l = c[(i + n - 1) % n], m = c[i], r = c[(i + 1) % n];
      int pat = (l << 2) | (m << 1) | r;
      d[i] = (110 >> pat) & 1;
    }
    uint8_t *t = c; c = d; d = t;
    for (int i = 0; i < n; i++) pop1 += c[i];
  }
  uint8_t *L = malloc(H * W), *M = malloc(H * W);
  for (int i = 0; i < H * W; i++) L[i] = (lcg() % 4) == 0;
  for (int g = 0; g < lg; g++) {
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        int nb = 0;
        for (int dy = -1; dy <= 1; dy++)
          for (int dx = -1; dx <= 1; dx++) {
            if (!dy && !dx) continue;
            nb += L[((y + dy + H) % H) * W + (x + dx + W) % W];
          }
        uint8_t alive = L[y * W + x];
        M[y * W + x] = (uint8_t)(nb == 3 || (alive && nb == 2));
      }
    memcpy(L, M, H * W);
  }
  unsigned pop2 = 0, h = 0; double wsum = 0; float fx = 0;
  for (int i = 0; i < H * W; i++) { pop2 += L[i]; h = h * 3u + L[i]; wsum += L[i] * (i % 17) * 0.5; }
  for (int i = 0; i < n; i++) { h = h * 5u + c[i]; fx += c[i] * 0.125f; }
  printf("pop1=%u pop2=%u h=%u wsum=%.6f fx=%.6f\n", pop1, pop2, h, wsum, fx);
  return 0;
}
