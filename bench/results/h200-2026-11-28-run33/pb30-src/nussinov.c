#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 180
#endif
typedef char base;
#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)
static void init_array(int n, base seq[N], int table[N][N]) {
  int i, j;
  for (i = 0; i < n; i++) {
    seq[i] = (base)((i + 1) % 4);
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      table[i][j] = 0;
}
static void kernel_nussinov(int n, base seq[N], int table[N][N]) {
  int i, j, k;
  for (i = n - 1; i >= 0; i--) {
    for (j = i + 1; j < n; j++) {
      if (j - 1 >= 0)
        table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < n)
        table[i][j] = max_score(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < n) {
        if (i < j - 1)
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1] + match(seq[i], seq[j]));
        else
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }
      for (k = i + 1; k < j; k++) {
        table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
      }
    }
  }
}
int main(void) {
  base *seq = malloc(sizeof(base[N]));
  int (*table)[N] = malloc(sizeof(int[N][N]));
  init_array(N, seq, table);
  kernel_nussinov(N, seq, table);
  long long s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (long long)table[i][j] * (1 + (i * N + j) % 7);
  printf("nussinov %lld %d %d\n", s, table[0][N - 1], table[N / 2][N - 1]);
  free(seq); free(table);
  return 0;
}
