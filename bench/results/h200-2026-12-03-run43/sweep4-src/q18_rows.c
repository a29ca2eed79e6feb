// ARGS: 17 13 1
// ARGS: 5 7 0
// ARGS: 1 31 2
#include <stdio.h>
#include <stdlib.h>
static int counter;
static int g[4096];
__attribute__((noinline)) static int bump(int v) { counter += v & 3; return counter; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 17;
  int m = argc > 2 ? atoi(argv[2]) : 13;
  int dd = argc > 3 ? atoi(argv[3]) : 1; /* row pointer spacing in rows of m: 0 = all rows share storage */
  if (n < 0) n = 0; if (m < 0) m = 0; if (dd < 0) dd = 0;
  if (n * m > 2000) n = 2000 / (m ? m : 1);
  int *base = calloc((n + 1) * m * (dd + 1) + 1, sizeof(int));
  int **rows = malloc((n + 1) * sizeof(int *));
  for (int i = 0; i < n; i++) rows[i] = base + i * m * dd;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) rows[i][j] += i * 3 + j;
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++) rows[i][j] += rows[i - 1][j] & 7;
  /* loop with a call writing a global */
  int *v = calloc(m + 1, sizeof(int));
  for (int j = 0; j < m; j++) v[j] = bump(j);
  /* global array written, read through a pointer equal to it */
  int *gp = g + (dd == 2 ? 1 : 0);
  for (int j = 0; j < m; j++) g[j] = j * 2;
  for (int j = 0; j + 1 < m; j++) g[j + 1] = gp[j] + 1;
  long long cs = 0;
  for (int i = 0; i < (n + 1) * m * (dd + 1); i++) cs = cs * 5 + base[i];
  for (int j = 0; j < m; j++) cs = cs * 3 + v[j] + g[j];
  printf("%lld %d\n", cs, counter);
  return 0;
}
