// Mandelbrot set: each pixel iterates z = z^2 + c until it escapes (a data-dependent loop
// with no memory access); the rows and columns are parallel. Usage: mandel SIZE MAXIT
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int w = argc > 1 ? atoi(argv[1]) : 256, h = w, maxit = argc > 2 ? atoi(argv[2]) : 200;
  unsigned short *img = malloc(sizeof(unsigned short) * w * h);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float cr = -2.0f + 2.5f * x / w, ci = -1.25f + 2.5f * y / h, zr = 0, zi = 0;
      int it = 0;
      while (it < maxit && zr * zr + zi * zi < 4.0f) { float t = zr * zr - zi * zi + cr; zi = 2 * zr * zi + ci; zr = t; it++; }
      img[y * w + x] = it;
    }
  unsigned long long sum = 0;
  for (int i = 0; i < w * h; i++) sum = sum * 1099511628211ull ^ img[i];
  printf("%llx\n", sum);
  for (int y = 0; y < h; y += h / 16) { for (int x = 0; x < w; x += w / 32) putchar(img[y*w+x] >= maxit ? '#' : img[y*w+x] > 8 ? '+' : '.'); putchar('\n'); }
  return 0;
}
