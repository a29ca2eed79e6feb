#include <stdio.h>
#include <stdlib.h>
// triangular loops, j<i and j>i, lower-triangular matvec and zeroing triangles
// ARGS: 17
// ARGS: 0
// ARGS: 1
// ARGS: 2
// ARGS: 63
// ARGS: 150
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 17;
  int *a = malloc(sizeof(int) * (n * n + 1));
  float *f = malloc(sizeof(float) * (n * n + 1));
  float *x = malloc(sizeof(float) * (n + 1));
  float *y = malloc(sizeof(float) * (n + 1));
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { a[i*n+j] = i*31 + j*7 - 5; f[i*n+j] = (float)((i*13 + j*5) % 11) * 0.25f - 1.0f; }
  for (int i = 0; i < n; i++) x[i] = (float)(i % 7) * 0.5f + 0.125f;
  // lower triangle scale
  for (int i = 0; i < n; i++) for (int j = 0; j < i; j++) a[i*n+j] *= 3;
  // upper triangle add
  for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) a[i*n+j] += i - j;
  // zero strict upper of f
  for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) f[i*n+j] = 0.0f;
  // lower triangular matvec
  for (int i = 0; i < n; i++) { float s = 0.0f; for (int j = 0; j <= i; j++) s += f[i*n+j] * x[j]; y[i] = s; }
  long long sum = 0; unsigned h = 0;
  for (int i = 0; i < n*n; i++) { sum += a[i]; h = h * 31u + (unsigned)a[i]; }
  printf("sum=%lld h=%u\n", sum, h);
  for (int i = 0; i < n; i++) printf("%d %.9g\n", i, y[i]);
  return 0;
}
