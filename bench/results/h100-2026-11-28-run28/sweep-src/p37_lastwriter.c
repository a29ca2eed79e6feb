#include <stdio.h>
#include <stdlib.h>
// last-writer-wins stores to a global inside parallel-looking loops, counters in memory, argmin stored to memory
// ARGS: 17 3
// ARGS: 0 0
// ARGS: 1 -100
// ARGS: 2 0
// ARGS: 150 10
// ARGS: 150 100
int g_last = -1, g_count, g_first = -1, g_minidx;
float g_minv = 1e30f;
int main(int argc, char **argv) {
  int n = atoi(argv[1]), t = atoi(argv[2]);
  int *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)); float *f = malloc(4 * (n + 1)), *g = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (i * 53) % 31 - 8; f[i] = (float)((i * 17) % 13) - 6.5f; }
  for (int i = 0; i < n; i++) { b[i] = a[i] * 2; if (a[i] > t) g_last = i; }
  for (int i = 0; i < n; i++) { b[i] += 1; if (a[i] < t) g_count++; }
  for (int i = 0; i < n; i++) { g[i] = f[i] * 2; if (f[i] < g_minv) { g_minv = f[i]; g_minidx = i; } }
  for (int i = n - 1; i >= 0; i--) { b[i] ^= 5; if (a[i] == t) g_first = i; }
  unsigned h = 0;
  for (int i = 0; i < n; i++) { union { float f; unsigned u; } u = {g[i]}; h = h * 31 + b[i] + u.u; }
  printf("%u last=%d count=%d first=%d minidx=%d minv=%.9g\n", h, g_last, g_count, g_first, g_minidx, g_minv);
  return 0;
}
