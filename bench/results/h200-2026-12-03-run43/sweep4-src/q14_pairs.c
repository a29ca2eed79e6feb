// ARGS: 31 2
// ARGS: 2 0
// ARGS: 1 1
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 31;
  int off = argc > 2 ? atoi(argv[2]) : 2;
  if (n < 0) n = 0;
  if (off < 0) off = 0;
  double *px = malloc((n + 1) * sizeof(double));
  double *py = malloc((n + 1) * sizeof(double));
  double *fx = calloc(n + 1, sizeof(double));
  float *m = calloc((n + 1) * (n + 1), sizeof(float));
  for (int i = 0; i < n; i++) { px[i] = sin(i * 0.7); py[i] = cos(i * 1.3); }
  /* pairwise force: symmetric, j > i writes both fx[i] and fx[j] */
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double dx = px[j] - px[i], dy = py[j] - py[i];
      double f = 1.0 / (dx * dx + dy * dy + 0.1);
      fx[i] += f * dx; fx[j] -= f * dx;
    }
  /* per-i gather over all j (parallel over i) */
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) if (j != i) s += fabs(px[i] - px[j]);
    py[i] += s * 1e-3;
  }
  /* distance matrix, triangular then mirror */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) m[i * n + j] = (float)((px[i] - px[j]) * (px[i] - px[j]));
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) m[i * n + j] = m[j * n + i];
  /* row shift in place with offset from argv */
  for (int i = 0; i < n; i++)
    for (int j = 0; j + off < n; j++) m[i * n + j] = m[i * n + j + off] + 1.0f;
  double cs = 0;
  for (int i = 0; i < n; i++) cs += fx[i] * (i + 1) + py[i];
  for (int i = 0; i < n * n; i++) cs += m[i] * (i % 7);
  printf("%.9f\n", cs);
  return 0;
}
