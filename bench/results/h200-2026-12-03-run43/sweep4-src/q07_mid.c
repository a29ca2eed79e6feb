// ARGS: 13 17 5
// ARGS: 1 1 1
// ARGS: 0 31 2
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 13;
  int m = argc > 2 ? atoi(argv[2]) : 17;
  int p = argc > 3 ? atoi(argv[3]) : 5;
  if (n < 0) n = 0; if (m < 0) m = 0; if (p < 0) p = 0;
  double *a = calloc((n + 1) * m * p + 1, sizeof(double));
  int *b = calloc(n * m + 1, sizeof(int));
  for (int i = 0; i < m * p; i++) a[i] = (i % 7) * 0.5;
  /* only middle loop parallel: outer carries a[i] <- a[i-1], inner k carries prefix */
  for (int i = 1; i <= n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 1; k < p; k++)
        a[(i * m + j) * p + k] = a[((i - 1) * m + j) * p + k] + a[(i * m + j) * p + k - 1] + 1.0;
  /* outer loop with scalar reset each iteration */
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int j = 0; j < m; j++) { s += j * i; b[i * m + j] = s; }
  }
  /* scalar carried across outer iterations (not reset) */
  int t = 1;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) b[i * m + j] += t;
    t = t * 3 % 1000 + i;
  }
  /* middle-loop parallel with outer in-place column sweep */
  for (int k = 1; k < n; k++)
    for (int j = 0; j < m; j++)
      b[k * m + j] += b[(k - 1) * m + j] % 97;
  double cs = 0; long long is = 0;
  for (int i = 0; i < (n + 1) * m * p; i++) cs += a[i] * ((i % 5) + 1);
  for (int i = 0; i < n * m; i++) is = is * 5 + b[i];
  printf("%.3f %lld\n", cs, is);
  return 0;
}
