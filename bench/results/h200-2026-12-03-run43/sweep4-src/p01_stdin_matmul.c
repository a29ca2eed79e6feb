// ARGS: 
// ARGS: 5
#include <stdio.h>
#include <stdlib.h>
/* reads n, then n*n doubles for A and B from stdin; if stdin empty, generates. */
static double A[64*64], B[64*64], C[64*64];
static int iv[4096];
int main(int argc, char **argv) {
  int n = 0;
  int shift = argc > 1 ? atoi(argv[1]) : 0;
  if (scanf("%d", &n) != 1 || n <= 0 || n > 64) {
    n = 24;
    for (int i = 0; i < n * n; i++) { A[i] = (i * 7 % 13) - 6 + shift; B[i] = (i * 5 % 11) * 0.5; }
  } else {
    for (int i = 0; i < n * n; i++) if (scanf("%lf", &A[i]) != 1) { fprintf(stderr, "short A at %d\n", i); return 3; }
    for (int i = 0; i < n * n; i++) if (scanf("%lf", &B[i]) != 1) { fprintf(stderr, "short B at %d\n", i); return 3; }
  }
  int m = 0, c;
  /* read any trailing integers with getchar-based parser */
  int cur = 0, have = 0, neg = 0;
  while ((c = getchar()) != EOF && m < 4096) {
    if (c == '-') neg = 1;
    else if (c >= '0' && c <= '9') { cur = cur * 10 + (c - '0'); have = 1; }
    else { if (have) iv[m++] = neg ? -cur : cur; cur = 0; have = 0; neg = 0; }
  }
  if (have) iv[m++] = neg ? -cur : cur;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++) s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
  double tr = 0, tot = 0;
  for (int i = 0; i < n; i++) tr += C[i * n + i];
  for (int i = 0; i < n * n; i++) tot += C[i] * (i % 3 - 1);
  printf("n=%d trace=%.10g tot=%.10g\n", n, tr, tot);
  for (int i = 0; i < n && i < 6; i++) printf("%g ", C[i * n + (n - 1 - i)]);
  printf("\n");
  long long hs = 0;
  for (int i = 0; i < m; i++) iv[i] = iv[i] * iv[i] - 3 * iv[i] + shift;
  for (int i = 0; i < m; i++) hs = hs * 31 + iv[i];
  printf("ints=%d hash=%lld\n", m, hs);
  return 0;
}
