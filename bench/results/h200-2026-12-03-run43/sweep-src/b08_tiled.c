// ARGS: 45 8
// ARGS: 33 7
// Hand-tiled transpose and matmul with min() bounds in two spellings.
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 45;
  int T = argc > 2 ? atoi(argv[2]) : 8;
  if (T < 1) T = 1;
  float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n);
  float *c = calloc((size_t)n * n, sizeof(float)), *t = malloc(sizeof(float) * n * n);
  for (int i = 0; i < n * n; i++) { a[i] = (float)((i * 7) % 19) - 9.0f; b[i] = (float)((i * 3) % 11) * 0.5f; }
  // tiled transpose, ternary min
  for (int ii = 0; ii < n; ii += T)
    for (int jj = 0; jj < n; jj += T)
      for (int i = ii; i < (ii + T < n ? ii + T : n); i++)
        for (int j = jj; j < (jj + T < n ? jj + T : n); j++) t[j * n + i] = a[i * n + j];
  double ts = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) ts += t[i * n + j] * (i - j);
  printf("transpose: %.3f\n", ts);
  // tiled matmul, && form
  for (int ii = 0; ii < n; ii += T)
    for (int kk = 0; kk < n; kk += T)
      for (int jj = 0; jj < n; jj += T)
        for (int i = ii; i < ii + T && i < n; i++)
          for (int k = kk; k < kk + T && k < n; k++) {
            float av = a[i * n + k];
            for (int j = jj; j < jj + T && j < n; j++) c[i * n + j] += av * b[k * n + j];
          }
  double cs = 0;
  for (int i = 0; i < n * n; i++) cs += c[i] * ((i % 5) + 1);
  printf("matmul tiled: %.3f\n", cs);
  // untiled reference check
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
      float d = s - c[i * n + j];
      if (d > 0.01f || d < -0.01f) bad++;
    }
  printf("mismatch=%d\n", bad);
  // tiled 2D blur into t with min via helper macro
#define MIN(x, y) ((x) < (y) ? (x) : (y))
  for (int ii = 1; ii < n - 1; ii += T)
    for (int i = ii; i < MIN(ii + T, n - 1); i++)
      for (int j = 1; j < n - 1; j++)
        t[i * n + j] = 0.25f * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1]);
  double bs = 0;
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) bs += t[i * n + j];
  printf("blur: %.4f\n", bs);
  free(a); free(b); free(c); free(t);
  return 0;
}
