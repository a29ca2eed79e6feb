#include <stdio.h>
#include <stdlib.h>
// functions returning from inside nested loops (2-D search), goto out of nested loops, a loop that
// writes an array and then returns early on a condition reached mid-way, flag-controlled while
// ARGS: 17 13 40
// ARGS: 1 1 0
// ARGS: 2 3 5
// ARGS: 30 30 1000
// ARGS: 50 7 -3
__attribute__((noinline)) static int find2d(const int *a, int n, int m, int v, int *pj) {
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) if (a[i * m + j] == v) { *pj = j; return i; }
  *pj = -1; return -1;
}
__attribute__((noinline)) static int fill_until(int *b, const int *a, int n, int lim) {
  for (int i = 0; i < n; i++) { b[i] = a[i] * 2; if (b[i] > lim) return i; }
  return n;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), v = atoi(argv[3]);
  int *a = malloc(4 * (n * m + 1)), *b = calloc(n * m + 1, 4);
  for (int i = 0; i < n * m; i++) a[i] = (i * 29 + 3) % 53 - 10;
  int j, i = find2d(a, n, m, v, &j);
  int k = fill_until(b, a, n * m, v);
  int gi = -1, gj = -1;
  for (int x = 0; x < n; x++)
    for (int y = 0; y < m; y++) {
      if (a[x * m + y] + b[x * m + y] == v) { gi = x; gj = y; goto done; }
    }
done:;
  int flag = 1, w = 0;
  while (flag && w < n * m) { b[w] += 1; if (b[w] == v) flag = 0; w++; }
  long long s = 0; for (int x = 0; x < n * m; x++) s = s * 3 + b[x];
  printf("%d %d %d %d %d %d %lld\n", i, j, k, gi, gj, w, s);
  return 0;
}
