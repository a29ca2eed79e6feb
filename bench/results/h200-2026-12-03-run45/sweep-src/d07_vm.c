// d07: switch on a per-element opcode inside the inner loop (a tiny vector VM over arrays).
// ARGS: 1203 5
// ARGS: 2 1
// ARGS: 777 9
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
static unsigned lcg_s = 2024u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  uint8_t *op = malloc(n);
  int *ia = malloc(sizeof(int) * n), *ib = malloc(sizeof(int) * n);
  float *fa = malloc(sizeof(float) * n), *fb = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) { op[i] = lcg() % 8; ia[i] = (int)(lcg() % 2001) - 1000; ib[i] = (int)(lcg() % 50) + 1; fa[i] = (lcg() % 1000) / 100.0f; fb[i] = 0; }
  for (int s = 0; s < steps; s++) {
    for (int i = 0; i < n; i++) {
      switch (op[i]) {
      case 0: ia[i] = ia[i] + ib[i]; break;
      case 1: ia[i] = ia[i] - 3 * ib[i]; break;
      case 2: ia[i] = ia[i] / ib[i]; fa[i] *= 0.5f; break;
      case 3: ia[i] = ia[i] % ib[i]; break;
      case 4: fa[i] = fa[i] * 1.25f + (float)ib[i]; break;
      case 5: ia[i] = ia[i] ^ (ib[i] << 3); /* fallthrough */
      case 6: fb[i] += fa[i]; break;
      default: ia[i] = -ia[i]; fa[i] = -fa[i]; break;
      }
    }
    for (int i = 0; i < n; i++) {
      double acc = 0;
      for (int j = 0; j < 4; j++) {
        int k = (i + j) % n;
        switch ((op[k] + j) & 3) {
        case 0: acc += fa[k]; break;
        case 1: acc -= ia[k] * 0.001; break;
        case 2: acc *= 0.5; break;
        default: acc += 1; break;
        }
      }
      fb[i] += (float)acc;
    }
    for (int i = 0; i < n; i++) op[i] = (uint8_t)((op[i] + (ia[i] & 1)) % 8);
  }
  long si = 0; double sf = 0; float sb = 0; unsigned h = 0;
  for (int i = 0; i < n; i++) { si += ia[i]; sf += fa[i]; sb += fb[i]; h = (h << 5) - h + op[i]; }
  printf("si=%ld sf=%.6f sb=%.6f h=%u\n", si, sf, sb, h);
  return 0;
}
