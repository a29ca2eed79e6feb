// args: 640 480
// Histogram equalisation of an 8-bit image: histogram, cumulative sum, remap through the table.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int w = atoi(argv[1]), h = atoi(argv[2]); int n = w * h;
  unsigned char *img = malloc(n), *out = malloc(n);
  for (int i = 0; i < n; i++) img[i] = (unsigned char)(((i % w) * (i / w)) >> 7);
  int hist[256] = {0}; int cdf[256];
  for (int i = 0; i < n; i++) hist[img[i]]++;
  int acc = 0; for (int v = 0; v < 256; v++) { acc += hist[v]; cdf[v] = acc; }
  int cmin = 0; for (int v = 0; v < 256; v++) if (cdf[v]) { cmin = cdf[v]; break; }
  unsigned char lut[256];
  for (int v = 0; v < 256; v++) lut[v] = n == cmin ? 0 : (unsigned char)(((long)(cdf[v] - cmin) * 255) / (n - cmin));
  for (int i = 0; i < n; i++) out[i] = lut[img[i]];
  long s = 0; for (int i = 0; i < n; i++) s += out[i] * (i % 3 + 1);
  printf("checksum %ld mid %d\n", s, out[n / 2 + w / 2]);
  return 0;
}
