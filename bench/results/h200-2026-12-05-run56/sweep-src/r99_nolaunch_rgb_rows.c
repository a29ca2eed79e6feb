// r99 (no-launch reproducer, not a difference): packed RGB (3-byte struct) -> gray over a
// static image. detect marks the row loop parallel ("split by statement": grid + odd column),
// but at run time only the backup column loop launches, once per row (x h launches).
// ARGS: 100 50
// ARGS: 33 7
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { uint8_t r, g, b; } RGB;
static RGB img[240 * 320];
static uint8_t gray[240][320];
int main(int argc, char **argv) {
  int w = argc > 1 ? atoi(argv[1]) : 64, h = argc > 2 ? atoi(argv[2]) : 64;
  if (w < 1) w = 1; if (w > 320) w = 320; if (h < 1) h = 1; if (h > 240) h = 240;
  for (int i = 0; i < w * h; i++) { img[i].r = (uint8_t)(i * 7); img[i].g = (uint8_t)(i * 13); img[i].b = (uint8_t)(i >> 3); }
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      RGB p = img[y * w + x];
      gray[y][x] = (uint8_t)((77 * p.r + 150 * p.g + 29 * p.b) >> 8);
    }
  unsigned cs = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) cs = cs * 31u + gray[y][x];
  printf("%u\n", cs);
  return 0;
}
