#include <stdio.h>
#include <stdlib.h>
// traps: integer division by zero from argv, out-of-bounds from a large index
// ARGS: 17 3 0
// ARGS: 17 0 0
// ARGS: 17 5 2000000000
// ARGS: 40 -1 0
// ARGS: 40 7 100000000
// ARGS: 1 0 0
// ARGS: 0 0 0
int main(int argc, char **argv) {
  int n = atoi(argv[1]), d = atoi(argv[2]), big = atoi(argv[3]);
  int *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) a[i] = i * 1000 - 7;
  long long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  printf("pre %lld\n", s);
  fflush(stdout);
  for (int i = 0; i < n; i++) b[i] = a[i] / (d + (i == n - 1 ? 0 : 0));
  printf("div ok %d\n", n ? b[n - 1] : 0);
  fflush(stdout);
  for (int i = 0; i < n; i++) a[i + big] = i;   // OOB when big is huge
  printf("oob ok\n");
  for (int i = 0; i < n; i++) b[i] = a[i] % (i - n / 2);   // div by zero at i = n/2 when n>0
  for (int i = 0; i < n; i++) s += b[i];
  printf("%lld\n", s);
  return 0;
}
