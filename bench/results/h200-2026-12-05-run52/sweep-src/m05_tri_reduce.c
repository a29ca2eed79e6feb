// m05: reductions over triangles and trapezoids (`j <= i`, `j < i + k`): an integer sum, an
// ordered float maximum kept first (`>`) over values with signed zeros, and a lower-triangle
// minimum kept last (`<=`); each is one 2-D launch over the longest row.
// ARGS: 100 3
// ARGS: 37 0
// ARGS: 1 1
// ARGS: 64 5
// ARGS: 2 0
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int k = argc > 2 ? atoi(argv[2]) : 3;
  if (n < 1 || k < 0)
    return 1;
  int w = n + k;
  int *a = malloc(sizeof(int) * n * w);
  double *x = malloc(sizeof(double) * n * w);
  for (int i = 0; i < n * w; i++) {
    a[i] = (i * 37) % 101 - 50;
    int r = (i * 13 + 5) % 11;
    x[i] = r == 0 ? NAN : r < 6 ? -0.0 : r < 10 ? 0.0 : -1.0;
  }
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      s += a[i * w + j];
  double m = -INFINITY;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i + k; j++)
      if (x[i * w + j] > m)
        m = x[i * w + j];
  double lo = INFINITY;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      lo = x[i * w + j] <= lo ? x[i * w + j] : lo;
  printf("s %ld m %a %d lo %a %d\n", s, m, signbit(m) != 0, lo, signbit(lo) != 0);
  return 0;
}
