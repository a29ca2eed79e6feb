#include <stdio.h>
#include <stdlib.h>
// data-dependent inner loops: mandelbrot, collatz step counts, while with break
// ARGS: 17 13 50
// ARGS: 0 0 10
// ARGS: 1 1 1
// ARGS: 2 3 0
// ARGS: 64 48 200
int main(int argc, char **argv) {
  int w = atoi(argv[1]), h = atoi(argv[2]), maxit = atoi(argv[3]);
  int *it = malloc(4 * (w * h + 1)); int *col = malloc(4 * (w * h + 1)); double *zz = malloc(8 * (w * h + 1));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      double cr = -2.0 + 3.0 * x / (w ? w : 1), ci = -1.2 + 2.4 * y / (h ? h : 1), zr = 0, zi = 0;
      int k = 0;
      while (k < maxit && zr * zr + zi * zi <= 4.0) { double t = zr * zr - zi * zi + cr; zi = 2 * zr * zi + ci; zr = t; k++; }
      it[y * w + x] = k; zz[y * w + x] = zr * zr + zi * zi;
    }
  for (int i = 0; i < w * h; i++) {
    unsigned long long v = (unsigned long long)i * 7 + 27; int c = 0;
    while (v != 1) { v = (v & 1) ? 3 * v + 1 : v / 2; c++; if (c > 1000) break; }
    col[i] = c;
  }
  unsigned hs = 0; double s = 0;
  for (int i = 0; i < w * h; i++) { hs = hs * 31 + it[i] * 3 + col[i]; if (zz[i] < 1e300) s += zz[i]; }
  printf("%u %.17g\n", hs, s);
  return 0;
}
