#include <stdio.h>
#include <stdlib.h>
// nests whose outer loop is sequential but may run in order inside each thread, and look-alikes that
// read another thread's element: a[i] += b[k], a[i] += a[k] (reads the pivot element), Floyd-Warshall
// with negative cycles (row k changes during step k), Gauss-Jordan style updates, per-k scalars
// ARGS: 7 5 0
// ARGS: 7 5 1
// ARGS: 1 1 0
// ARGS: 2 3 1
// ARGS: 13 13 0
// ARGS: 13 13 1
// ARGS: 31 9 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), K = atoi(argv[2]), neg = atoi(argv[3]);
  int *a = malloc(4 * (n + K + 1)), *b = malloc(4 * (K + 2)), *c = malloc(4 * (n + K + 1));
  int *d = malloc(4 * n * n); float *g = malloc(4 * n * n);
  for (int i = 0; i < n + K; i++) { a[i] = i * 3 - 5; c[i] = a[i]; }
  for (int k = 0; k < K + 2; k++) b[k] = k * k - 3;
  for (int k = 0; k < K; k++) for (int i = 0; i < n; i++) a[i] = a[i] * 3 + b[k];
  for (int k = 0; k < K && k < n; k++) for (int i = 0; i < n; i++) c[i] = c[i] + c[k];
  for (int k = 0; k < K; k++) { int s = b[k] * 2; for (int i = 0; i < n; i++) a[i] ^= s + i; b[k + 1] += s; }
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) d[i * n + j] = i == j ? (neg && i % 3 == 1 ? -1 : 0) : ((i * 7 + j * 3) % 11 + (neg ? -2 : 1));
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) { int v = d[i * n + k] + d[k * n + j]; if (v < d[i * n + j]) d[i * n + j] = v; if (d[i * n + j] < -1000000) d[i * n + j] = -1000000; }
  for (int i = 0; i < n * n; i++) g[i] = (float)((i * 13) % 17) + (i % (n + 1) == 0 ? 20.0f : 0.0f);
  for (int k = 0; k < n; k++) {
    float p = g[k * n + k];
    for (int i = 0; i < n; i++) { if (i == k) continue; float f = g[i * n + k] / p; for (int j = 0; j < n; j++) g[i * n + j] -= f * g[k * n + j]; }
  }
  long long h = 0;
  for (int i = 0; i < n; i++) h = h * 31 + a[i] + c[i] * 7;
  for (int i = 0; i < n * n; i++) h = h * 3 + d[i];
  double gs = 0; for (int i = 0; i < n * n; i++) gs += g[i] * (i % 5);
  printf("%lld %.9g %d\n", h, gs, b[K]);
  return 0;
}
