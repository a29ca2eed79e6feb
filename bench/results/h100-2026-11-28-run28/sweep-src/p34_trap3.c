#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
// INT_MIN / -1 trap at an index chosen by argv; i64 version; unsigned div by zero
// ARGS: 17 5 0
// ARGS: 17 5 1
// ARGS: 17 5 2
// ARGS: 17 -1 0
// ARGS: 100 99 1
// ARGS: 100 0 2
int main(int argc, char **argv) {
  int n = atoi(argv[1]), at = atoi(argv[2]), mode = atoi(argv[3]);
  int *a = malloc(4 * (n + 1)), *d = malloc(4 * (n + 1)), *r = malloc(4 * (n + 1));
  long long *la = malloc(8 * (n + 1)), *ld = malloc(8 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = i == at ? INT_MIN : i * 1000; d[i] = i == at ? -1 : i + 1; la[i] = i == at ? LLONG_MIN : i; ld[i] = i == at ? -1 : 3; }
  printf("go\n"); fflush(stdout);
  if (mode == 0) for (int i = 0; i < n; i++) r[i] = a[i] / d[i];
  if (mode == 1) for (int i = 0; i < n; i++) r[i] = (int)(la[i] / ld[i]);
  if (mode == 2) for (int i = 0; i < n; i++) r[i] = (int)((unsigned)a[i] / (unsigned)(d[i] + 1));
  long s = 0; for (int i = 0; i < n; i++) s += r[i];
  printf("%ld\n", s);
  return 0;
}
