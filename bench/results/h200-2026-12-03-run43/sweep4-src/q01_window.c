// ARGS: 97 3 5
// ARGS: 0 0 1
// ARGS: 31 1 2
#include <stdio.h>
#include <stdlib.h>
static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int w = argc > 2 ? atoi(argv[2]) : 3;
  int T = argc > 3 ? atoi(argv[3]) : 5;
  if (n < 0) n = 0;
  if (T < 1) T = 1;
  int *a = malloc((n + 1) * sizeof(int));
  int *b = calloc(n + 1, sizeof(int));
  int *c = calloc(n + 1, sizeof(int));
  double *d = calloc(n + 1, sizeof(double));
  for (int i = 0; i < n; i++) a[i] = (i * 37 + 11) % 101 - 50;
  /* windowed sum with min/max bounds */
  for (int k = 0; k < n; k++) {
    int s = 0;
    for (int i = imax(0, k - w); i < imin(n, k + w + 1); i++) s += a[i];
    b[k] = s;
  }
  /* tiled loop */
  for (int ii = 0; ii < n; ii += T) {
    int hi = ii + T < n ? ii + T : n;
    for (int i = ii; i < hi; i++) c[i] = a[i] * 3 + ii;
  }
  /* tiled 2D with double */
  for (int ii = 0; ii < n; ii += T)
    for (int jj = 0; jj < n; jj += T) {
      int ihi = ii + T < n ? ii + T : n;
      int jhi = jj + T < n ? jj + T : n;
      for (int i = ii; i < ihi; i++)
        for (int j = jj; j < jhi; j++)
          d[i] += (double)a[j] * 0.5 + (i == j);
    }
  /* count-down loop with >= lo */
  int lo = n / 3;
  for (int i = n - 1; i >= lo; i--) c[i] += b[i] - 1;
  long long cs = 0; double ds = 0;
  for (int i = 0; i < n; i++) { cs = cs * 31 + b[i] + 7 * c[i]; ds += d[i] * (i + 1); }
  printf("%lld %.6f\n", cs, ds);
  return 0;
}
