#include <stdio.h>
#include <stdlib.h>
// polybench nussinov: DP over a triangle, i descending, j ascending, k between (int max of sums)
// ARGS: 5
// ARGS: 1
// ARGS: 12
// ARGS: 30
#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)
static void __attribute__((noinline)) nussinov(int n, const char *seq, int *table) {
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++) {
      if (j - 1 >= 0) table[i * n + j] = max_score(table[i * n + j], table[i * n + j - 1]);
      if (i + 1 < n) table[i * n + j] = max_score(table[i * n + j], table[(i + 1) * n + j]);
      if (j - 1 >= 0 && i + 1 < n) {
        if (i < j - 1) table[i * n + j] = max_score(table[i * n + j], table[(i + 1) * n + j - 1] + match(seq[i], seq[j]));
        else table[i * n + j] = max_score(table[i * n + j], table[(i + 1) * n + j - 1]);
      }
      for (int k = i + 1; k < j; k++) table[i * n + j] = max_score(table[i * n + j], table[i * n + k] + table[(k + 1) * n + j]);
    }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  char *seq = malloc(n); int *table = calloc(n * n, sizeof(int));
  for (int i = 0; i < n; i++) seq[i] = (char)((i + 1) % 4);
  nussinov(n, seq, table);
  long long cs = 0; for (int i = 0; i < n * n; i++) cs = cs * 7 + table[i];
  printf("%lld %d\n", cs, table[n - 1]);
  return 0;
}
