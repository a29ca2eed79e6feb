#include <stdio.h>
#include <stdlib.h>
// VLAs on the stack, 2-D VLA indexing, loops over them
// ARGS: 17 5
// ARGS: 0 0
// ARGS: 1 1
// ARGS: 2 7
// ARGS: 45 33
// ARGS: 100 3
static long work(int n, int m) {
  int a[n + 1][m + 1];
  double d[m + 1];
  short s[n * 2 + 1];
  for (int i = 0; i <= n; i++) for (int j = 0; j <= m; j++) a[i][j] = i * 100 + j;
  for (int j = 0; j <= m; j++) d[j] = j * 0.5;
  for (int i = 0; i < 2 * n + 1; i++) s[i] = (short)(i * i);
  for (int i = 1; i <= n; i++) for (int j = 1; j <= m; j++) a[i][j] += a[i - 1][j - 1] % 7;
  for (int i = 0; i <= n; i++) for (int j = 0; j <= m; j++) d[j] += a[i][j] * 0.001;
  for (int i = 0; i < 2 * n + 1; i++) s[i] = (short)(s[i] * 3 + s[2 * n - i]);
  long r = 0;
  for (int i = 0; i <= n; i++) for (int j = 0; j <= m; j++) r = r * 7 + a[i][j];
  for (int j = 0; j <= m; j++) r += (long)(d[j] * 1000);
  for (int i = 0; i < 2 * n + 1; i++) r ^= s[i];
  return r;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]);
  printf("%ld\n", work(n, m));
  printf("%ld\n", work(m, n));
  return 0;
}
