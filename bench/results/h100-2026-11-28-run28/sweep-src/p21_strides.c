#include <stdio.h>
#include <stdlib.h>
// count-down loops, step 2/3, step from argv, loops starting at argv offset, 2-D column walks
// ARGS: 17 1 0
// ARGS: 17 3 2
// ARGS: 0 1 0
// ARGS: 1 2 0
// ARGS: 2 5 1
// ARGS: 150 7 9
// ARGS: 99 2 98
int main(int argc, char **argv) {
  int n = atoi(argv[1]), st = atoi(argv[2]), lo = atoi(argv[3]);
  if (st < 1) st = 1;
  double *a = malloc(8 * (n * n + 4)); long long *c = malloc(8 * (n + 4));
  for (int i = 0; i < n * n + 4; i++) a[i] = (i % 13) * 0.75 - 3;
  for (int i = 0; i < n + 4; i++) c[i] = i * 1000003LL;
  for (int i = n - 1; i >= 0; i--) c[i] = c[i] * 3 - i;
  for (int i = 0; i < n; i += 2) c[i] += 7;
  for (int i = 1; i < n; i += 3) c[i] ^= 0xffff;
  for (int i = lo; i < n; i += st) c[i] = c[i] * 2 + st;
  for (int i = n; i > lo; i -= st) c[i] -= 1;
  for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) a[i * n + j] = a[i * n + j] * 0.5 + j;  // column walk
  for (int j = lo; j < n; j += st) for (int i = n - 1; i > 0; i--) a[i * n + j] += a[(i - 1) * n + j]; // column recurrence
  for (int i = 0; i < n; i++) for (int j = n - 1; j >= i; j--) a[i * n + j] *= 1.5;
  double s = 0; long long cs = 0;
  for (int i = 0; i < n * n + 4; i++) s = s * 0.999 + a[i];
  for (int i = 0; i < n + 4; i++) cs = cs * 31 + c[i];
  printf("%.17g %lld\n", s, cs);
  return 0;
}
