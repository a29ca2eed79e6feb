#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// integer time-step: game of life on a torus (wrap with modulo and with branches), uint8 cells,
// population count reduction each step, early stop when the population repeats
// ARGS: 9 11 10
// ARGS: 1 1 3
// ARGS: 2 2 3
// ARGS: 3 5 7
// ARGS: 17 13 25
// ARGS: 40 31 8
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), T = atoi(argv[3]);
  uint8_t *a = malloc(h * w + 1), *b = malloc(h * w + 1);
  for (int i = 0; i < h * w; i++) a[i] = ((i * 2654435761u) >> 13) & 1;
  int prev = -1, t;
  for (t = 0; t < T; t++) {
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        int c = 0;
        for (int dy = -1; dy <= 1; dy++)
          for (int dx = -1; dx <= 1; dx++) {
            if (!dy && !dx) continue;
            c += a[((y + dy + h) % h) * w + (x + dx + w) % w];
          }
        b[y * w + x] = (uint8_t)(c == 3 || (c == 2 && a[y * w + x]));
      }
    uint8_t *tmp = a; a = b; b = tmp;
    int pop = 0;
    for (int i = 0; i < h * w; i++) pop += a[i];
    if (pop == prev) break;
    prev = pop;
  }
  printf("t=%d pop=%d\n", t, prev);
  for (int y = 0; y < h && y < 12; y++) { for (int x = 0; x < w; x++) putchar(a[y * w + x] ? '#' : '.'); putchar('\n'); }
  return 0;
}
