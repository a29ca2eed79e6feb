// ARGS: 97 10
// ARGS: 0 0
// ARGS: 31 -3
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int t = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 0) n = 0;
  int *x = malloc((n + 1) * sizeof(int));
  int *y = calloc(n + 1, sizeof(int));
  int *perm = malloc((n + 1) * sizeof(int));
  int *dup = malloc((n + 1) * sizeof(int));
  int *z = calloc(n + 1, sizeof(int));
  int *w = calloc(n + 1, sizeof(int));
  int h[16] = {0};
  for (int i = 0; i < n; i++) {
    x[i] = (i * 29 + 3) % 23 - 5;
    perm[i] = (int)(((long long)i * 7 + 3) % (n ? n : 1));
    dup[i] = (i * i) % (n / 3 + 1);
  }
  /* conditional store */
  for (int i = 0; i < n; i++) if (x[i] > t) y[i] = x[i] * 2 + 1;
  for (int i = 0; i < n; i++) if (x[i] < 0) x[i] = -x[i]; else y[i] += 1;
  /* scatter through permutation (7 coprime with n? not always) */
  for (int i = 0; i < n; i++) z[perm[i]] = x[i] + i;
  /* scatter with duplicates: last writer wins */
  for (int i = 0; i < n; i++) w[dup[i]] = x[i] * 3 + i;
  /* gather-scatter with accumulate over duplicates */
  for (int i = 0; i < n; i++) w[dup[i]] += i;
  /* histogram */
  for (int i = 0; i < n; i++) h[x[i] & 15]++;
  long long cs = 0;
  for (int i = 0; i < n; i++) cs = cs * 3 + y[i] + 5 * z[i] + 7 * w[i];
  for (int i = 0; i < 16; i++) cs += (long long)h[i] * (i + 1);
  printf("%lld\n", cs);
  return 0;
}
