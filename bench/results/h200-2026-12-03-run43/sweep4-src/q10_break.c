// ARGS: 97 40
// ARGS: 0 0
// ARGS: 31 1000
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int lim = argc > 2 ? atoi(argv[2]) : 40;
  if (n < 0) n = 0;
  int *x = malloc((n + 1) * sizeof(int));
  int *y = calloc(n + 1, sizeof(int));
  for (int i = 0; i < n; i++) x[i] = (i * 41 + 7) % 59;
  /* break at data-dependent point */
  int stop = -1;
  for (int i = 0; i < n; i++) { y[i] = x[i] * 2; if (x[i] > lim) { stop = i; break; } }
  /* search in 2D with break in inner */
  int found = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      if (x[i] + x[j] == lim) { found += i * 1000 + j; break; }
      y[j] += (i & 1);
    }
  }
  /* bound changed inside the body */
  int m = n;
  for (int i = 0; i < m; i++) { y[i] += m; if (x[i] % 5 == 0) m--; }
  int q = n;
  for (int i = 0; i < q; i++) { y[i] ^= i; q--; }
  /* while with early exit */
  int i = 0; long long s = 0;
  while (i < n && s < lim * 10) { s += x[i]; y[i] -= 1; i++; }
  long long cs = 0;
  for (int k = 0; k < n; k++) cs = cs * 7 + y[k];
  printf("%d %d %d %d %d %lld %lld\n", stop, found, m, q, i, s, cs);
  return 0;
}
