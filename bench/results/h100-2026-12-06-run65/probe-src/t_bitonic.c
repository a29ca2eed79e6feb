// args: 16
// Bitonic sort network over 2^k keys: compare-exchange stages with XOR partners.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int lg = atoi(argv[1]); int n = 1 << lg;
  unsigned *a = malloc(sizeof(unsigned) * n); unsigned s = 5;
  for (int i = 0; i < n; i++) { s = s * 1664525u + 1013904223u; a[i] = s >> 4; }
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      for (int i = 0; i < n; i++) {
        int l = i ^ j;
        if (l > i) {
          int up = (i & k) == 0;
          if ((up && a[i] > a[l]) || (!up && a[i] < a[l])) { unsigned t = a[i]; a[i] = a[l]; a[l] = t; }
        }
      }
  int ok = 1; for (int i = 1; i < n; i++) if (a[i - 1] > a[i]) ok = 0;
  printf("sorted %d first %u mid %u last %u\n", ok, a[0], a[n / 2], a[n - 1]);
  return 0;
}
