#include <stdio.h>
#include <stdlib.h>
// gather/scatter via index arrays (with duplicates), permutation, strides from argv incl. 0 and negative
// ARGS: 17 1 3
// ARGS: 17 0 3
// ARGS: 17 -1 5
// ARGS: 17 2 0
// ARGS: 0 1 1
// ARGS: 1 0 1
// ARGS: 2 3 2
// ARGS: 100 4 7
// ARGS: 100 -2 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), s = atoi(argv[2]), m = atoi(argv[3]);
  int sz = 5 * n + 10;
  int *a = malloc(4 * sz), *idx = malloc(4 * (n + 1)), *out = malloc(4 * sz), *cnt = calloc(sz, 4);
  int mod = m > 0 ? m : 1;
  for (int i = 0; i < sz; i++) { a[i] = i * 3 - 11; out[i] = 0; }
  for (int i = 0; i < n; i++) idx[i] = (i * 7 + 3) % (m > 0 ? (n < mod ? n : mod) + n / 2 : n);  // duplicates when m small
  for (int i = 0; i < n; i++) out[i] = a[idx[i]];                 // gather
  for (int i = 0; i < n; i++) out[n + idx[i]] = a[i] * 2;         // scatter with dups: last writer wins
  for (int i = 0; i < n; i++) cnt[idx[i]]++;                      // histogram via index
  int base = 2 * n + 5;
  for (int i = 0; i < n; i++) out[base + i * s] = i + 1000;       // stride from argv (0 => same slot)
  for (int i = 0; i < n; i++) a[base + i * s] += a[i];            // stride 0 => accumulate
  unsigned h = 0;
  for (int i = 0; i < sz; i++) h = h * 31 + out[i] + a[i] * 5 + cnt[i] * 17;
  printf("%u\n", h);
  for (int i = 0; i < n && i < 6; i++) printf("%d %d %d\n", out[i], out[n + i], cnt[i]);
  printf("%d %d\n", out[base], a[base]);
  return 0;
}
