// f64 counters: (double)i kept as a float by clang, counting up and down, from a start the
// program computes, inside and outside a nest; the escape loop of a Mandelbrot.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int w = atoi(argv[1]), maxit = atoi(argv[2]);
  int h = w / 2 + 1;
  int *cnt = malloc(sizeof(int) * w * h);
  double *v = malloc(sizeof(double) * w);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      double cr = -2.0 + 3.0 * x / w, ci = -1.0 + 2.0 * y / h, zr = 0, zi = 0;
      int it = 0;
      while (it < maxit && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        it++;
      }
      cnt[y * w + x] = it;
    }
  for (int x = w - 1; x >= 0; x--) v[x] = 0.5 * x + (double)(w - x) / 3.0;
  int off = maxit - 3;
  for (int x = 0; x < w; x++) v[x] += (double)(x + off) * 0.25;
  long long t = 0;
  for (int i = 0; i < w * h; i++) t += cnt[i] * (i % 7 + 1);
  double s = 0;
  for (int x = 0; x < w; x++) s += v[x] * (x % 5 + 1);
  printf("%lld %.17g\n", t, s);
  return 0;
}
