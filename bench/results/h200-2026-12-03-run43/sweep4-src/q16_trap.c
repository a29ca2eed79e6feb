// ARGS: 97 50 0
// ARGS: 31 -1 1
// ARGS: 2 1 2
// ARGS: 97 60 3
#include <stdio.h>
#include <stdlib.h>
/* mode 0: division by zero at index z; mode 1: no trap; mode 2: out-of-bounds store far away at index z */
__attribute__((noinline)) static void divide(int *y, const int *x, const int *d, int n) {
  for (int i = 0; i < n; i++) y[i] = x[i] / d[i];
}
__attribute__((noinline)) static void rem2d(int *y, const int *x, const int *d, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) y[i * n + j] = x[j] % (d[i] + j);
}
__attribute__((noinline)) static void far(int *y, int n, int z, int big) {
  for (int i = 0; i < n; i++) y[i + (i == z ? big : 0)] = i * 5;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int z = argc > 2 ? atoi(argv[2]) : 50;
  int mode = argc > 3 ? atoi(argv[3]) : 0;
  if (n < 0) n = 0;
  int *x = malloc((n + 1) * sizeof(int));
  int *d = malloc((n + 1) * sizeof(int));
  int *y = calloc(n * n + 1, sizeof(int));
  for (int i = 0; i < n; i++) { x[i] = i * 13 - 400; d[i] = (i % 9) + 1; }
  if (mode == 0 && z >= 0 && z < n) d[z] = 0;
  divide(y, x, d, n);
  long long cs = 0;
  for (int i = 0; i < n; i++) cs = cs * 3 + y[i];
  printf("%lld\n", cs);
  fflush(stdout);
  if (mode == 1) d[0] = 0; /* j=0 of row 0 divides by zero; INT_MIN/-1 not possible here */
  rem2d(y, x, d, n);
  for (int i = 0; i < n * n; i++) cs = cs * 3 + y[i];
  printf("%lld\n", cs);
  fflush(stdout);
  far(y, n, mode >= 2 ? z : -1, mode == 3 ? 0x20000000 : 0x3fffffff);
  for (int i = 0; i < n; i++) cs = cs * 3 + y[i];
  printf("%lld\n", cs);
  return 0;
}
