// ARGS: 97 5
// ARGS: 2 0
// ARGS: 1 -4
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int lo = argc > 2 ? atoi(argv[2]) : 5;
  if (n < 0) n = 0;
  int L = lo < 0 ? 0 : lo;
  int *a = calloc(n + 2, sizeof(int));
  int *b = calloc(n + 2, sizeof(int));
  double *d = calloc(n + 2, sizeof(double));
  for (int i = 0; i < n; i++) { a[i] = (i * 19 + 3) % 37; b[i] = i % 5; }
  /* count-down independent */
  for (int i = n - 1; i >= L; i--) b[i] = a[i] * 3 - 1;
  /* count-down with read from i+1 (dependence carried backwards: a[i] uses new a[i+1]) */
  for (int i = n - 2; i >= L; i--) a[i] = a[i] + a[i + 1] % 7;
  /* count-down reading a[i-1]: no carried dependence going down */
  for (int i = n - 1; i >= 1 && i >= L; i--) b[i] += a[i - 1];
  /* unsigned count-down */
  for (unsigned u = (unsigned)n; u-- > (unsigned)L;) d[u] = a[u] * 0.5 + b[u];
  /* count-down 2D */
  for (int i = n - 1; i >= 0; i--)
    for (int j = i; j >= L && j >= 0; j -= 2) d[i] += b[j] * 0.125;
  /* step -3 */
  for (int i = n - 1; i >= lo; i -= 3) if (i >= 0) a[i] *= -1;
  long long cs = 0; double ds = 0;
  for (int i = 0; i < n; i++) { cs = cs * 9 + a[i] + 2 * b[i]; ds += d[i] * (i % 7 + 1); }
  printf("%lld %.4f\n", cs, ds);
  return 0;
}
