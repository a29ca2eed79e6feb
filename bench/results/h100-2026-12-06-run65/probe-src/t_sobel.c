// args: 512 384
// Sobel edge magnitude on an 8-bit image, clamped to 255, then a threshold count.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
int main(int argc, char **argv) {
  int w = atoi(argv[1]), h = atoi(argv[2]);
  unsigned char *img = malloc(w * h), *out = calloc(w * h, 1);
  for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) img[y * w + x] = (unsigned char)((x * x + y * 3) ^ (x * y));
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++) {
      int gx = -img[(y-1)*w+x-1] - 2*img[y*w+x-1] - img[(y+1)*w+x-1] + img[(y-1)*w+x+1] + 2*img[y*w+x+1] + img[(y+1)*w+x+1];
      int gy = -img[(y-1)*w+x-1] - 2*img[(y-1)*w+x] - img[(y-1)*w+x+1] + img[(y+1)*w+x-1] + 2*img[(y+1)*w+x] + img[(y+1)*w+x+1];
      int m = (int)sqrtf((float)(gx * gx + gy * gy));
      out[y * w + x] = m > 255 ? 255 : m;
    }
  long cnt = 0, sum = 0;
  for (int i = 0; i < w * h; i++) { sum += out[i]; if (out[i] > 128) cnt++; }
  printf("edges %ld sum %ld\n", cnt, sum);
  return 0;
}
