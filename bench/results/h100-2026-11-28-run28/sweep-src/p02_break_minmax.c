#include <stdio.h>
#include <stdlib.h>
// loops with break, inner bounds min/max of expressions
// ARGS: 17 5 40
// ARGS: 0 1 1
// ARGS: 1 0 3
// ARGS: 2 3 -1
// ARGS: 101 7 250
// ARGS: 255 13 1000
static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), w = atoi(argv[2]), lim = atoi(argv[3]);
  int *a = malloc(sizeof(int) * (n + 1) * (n + 1));
  int *b = malloc(sizeof(int) * (n + 1) * (n + 1));
  int *first = malloc(sizeof(int) * (n + 1));
  for (int i = 0; i < n * n; i++) a[i] = (i * 37 + 11) % 97 - 20;
  // banded: j from max(0,i-w) to min(n, i+w+1)
  for (int i = 0; i < n; i++)
    for (int j = imax(0, i - w); j < imin(n, i + w + 1); j++)
      b[i * n + j] = a[i * n + j] * 2 + i;
  for (int i = 0; i < n; i++) {
    int lo = imax(0, i - w), hi = imin(n, i + w + 1);
    for (int j = 0; j < lo; j++) b[i * n + j] = -1;
    for (int j = hi; j < n; j++) b[i * n + j] = -2;
  }
  // first index in each row where a > lim (break)
  for (int i = 0; i < n; i++) {
    int k = -1;
    for (int j = 0; j < n; j++) if (a[i * n + j] * (i + 1) > lim) { k = j; break; }
    first[i] = k;
  }
  // search with break on running sum
  int stop = -1; long long run = 0;
  for (int i = 0; i < n * n; i++) { run += a[i]; if (run > lim * 10) { stop = i; break; } }
  // loop bounded by min(n, lim)
  int m = imin(n, lim);
  for (int i = 0; i < m; i++) a[i] = a[i] ^ 0x55;
  long long s = 0; unsigned h = 2166136261u;
  for (int i = 0; i < n * n; i++) { s += b[i]; h = (h ^ (unsigned)b[i]) * 16777619u; }
  for (int i = 0; i < n * n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  printf("s=%lld h=%u stop=%d run=%lld\n", s, h, stop, run);
  for (int i = 0; i < n; i++) printf("%d ", first[i]);
  printf("\n");
  return 0;
}
