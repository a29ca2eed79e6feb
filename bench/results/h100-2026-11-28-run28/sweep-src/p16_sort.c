#include <stdio.h>
#include <stdlib.h>
// sorting networks: odd-even transposition sort, bitonic sort on power-of-two padded array, insertion sort
// ARGS: 17
// ARGS: 0
// ARGS: 1
// ARGS: 2
// ARGS: 3
// ARGS: 64
// ARGS: 100
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int *a = malloc(4 * (n + 1)), *c = malloc(4 * (n + 1));
  int p2 = 1; while (p2 < n) p2 <<= 1;
  float *b = malloc(4 * (p2 + 1));
  for (int i = 0; i < n; i++) { a[i] = (i * 7919) % 103 - 50; c[i] = a[i] * 3 % 41; }
  for (int i = 0; i < p2; i++) b[i] = i < n ? (float)((i * 31) % 37) * 0.5f : 1e30f;
  for (int ph = 0; ph < n; ph++)
    for (int i = ph & 1; i + 1 < n; i += 2)
      if (a[i] > a[i + 1]) { int t = a[i]; a[i] = a[i + 1]; a[i + 1] = t; }
  for (int k = 2; k <= p2; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      for (int i = 0; i < p2; i++) {
        int l = i ^ j;
        if (l > i) {
          if (((i & k) == 0 && b[i] > b[l]) || ((i & k) != 0 && b[i] < b[l])) { float t = b[i]; b[i] = b[l]; b[l] = t; }
        }
      }
  for (int i = 1; i < n; i++) { int v = c[i], j = i - 1; while (j >= 0 && c[j] > v) { c[j + 1] = c[j]; j--; } c[j + 1] = v; }
  for (int i = 0; i < n; i++) printf("%d ", a[i]); printf("\n");
  for (int i = 0; i < n; i++) printf("%.9g ", b[i]); printf("\n");
  for (int i = 0; i < n; i++) printf("%d ", c[i]); printf("\n");
  return 0;
}
