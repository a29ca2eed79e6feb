// args: 200
// Rodinia gaussian: forward elimination with multiplier column (Fan1) and row update (Fan2).
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  float *a = malloc(sizeof(float) * n * n), *m = calloc(n * n, sizeof(float)), *b = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) { for (int j = 0; j < n; j++) a[i * n + j] = (i == j) ? n + 1.0f : (float)((i * 3 + j * 5) % 7) / 7.0f; b[i] = (float)(i % 9); }
  for (int t = 0; t < n - 1; t++) {
    for (int i = 0; i < n - 1 - t; i++) m[n * (i + t + 1) + t] = a[n * (i + t + 1) + t] / a[n * t + t];
    for (int i = 0; i < n - 1 - t; i++) {
      for (int j = 0; j < n - t; j++) a[n * (i + 1 + t) + (j + t)] -= m[n * (i + 1 + t) + t] * a[n * t + (j + t)];
      b[i + 1 + t] -= m[n * (i + 1 + t) + t] * b[t];
    }
  }
  float x[1024];
  for (int i = n - 1; i >= 0; i--) { float s = b[i]; for (int j = i + 1; j < n; j++) s -= a[i * n + j] * x[j]; x[i] = s / a[i * n + i]; }
  double cs = 0; for (int i = 0; i < n; i++) cs += x[i];
  printf("x0 %.7g xn %.7g sum %.7g\n", x[0], x[n - 1], cs);
  return 0;
}
