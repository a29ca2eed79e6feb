// n01: a Jacobi step whose copy back clang makes a row loop of memcpy calls (unrolled by
// two at -O2), then a row loop of memset calls: bulk rows, a warp of 32 threads per row.
// ARGS: 300 3
// ARGS: 1 1
// ARGS: 33 2
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 300;
  int steps = argc > 2 ? atoi(argv[2]) : 3;
  float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n);
  for (int i = 0; i < n * n; i++) { a[i] = (float)(i % 7); b[i] = 0; }
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i * n + j] = 0.25f * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i * n + j] = b[i * n + j];
  }
  for (int i = 0; i < n; i++)
    memset(b + i * n, 0, sizeof(float) * (n / 2));
  double s = 0;
  for (int i = 0; i < n * n; i++) s += a[i] * (i % 13) + b[i];
  printf("%.6f\n", s);
  return 0;
}
