// Separable blur of an 8-bit image with edge clamps (x > 0 ? x - 1 : 0), a few passes:
// loads through selects between affine addresses. Usage: blur SIZE PASSES
#include <stdio.h>
#include <stdlib.h>
static unsigned char clamp(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }
int main(int argc, char **argv) {
  int w = argc > 1 ? atoi(argv[1]) : 512, h = w, passes = argc > 2 ? atoi(argv[2]) : 3;
  unsigned char *img = malloc(w * h), *tmp = malloc(w * h);
  unsigned s = 5;
  for (int i = 0; i < w * h; i++) { s = s * 1103515245u + 12345u; img[i] = (s >> 16) & 255; }
  for (int p = 0; p < passes; p++) {
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        int xm = x > 0 ? x - 1 : 0, xp = x < w - 1 ? x + 1 : w - 1;
        tmp[y*w+x] = clamp((img[y*w+xm] + 2*img[y*w+x] + img[y*w+xp] + 2) / 4 + (p & 1) - 0);
      }
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        int ym = y > 0 ? y - 1 : 0, yp = y < h - 1 ? y + 1 : h - 1;
        img[y*w+x] = clamp((tmp[ym*w+x] + 2*tmp[y*w+x] + tmp[yp*w+x] + 2) / 4 - (p & 1) * 3 + 1);
      }
  }
  unsigned long hsh = 0, hist[8] = {0};
  for (int i = 0; i < w * h; i++) { hsh = hsh * 31 + img[i]; hist[img[i] >> 5]++; }
  printf("%lu\n", hsh);
  for (int i = 0; i < 8; i++) printf("%lu ", hist[i]);
  printf("\n");
  return 0;
}
