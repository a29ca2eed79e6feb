#include <stdio.h>
#include <stdlib.h>
// reads n, T and n numbers from stdin (harness feeds the STDIN line), time loop of kernels over them;
// argv[1] selects a scale
// STDIN: 11 4 3 1 4 1 5 9 2 6 5 3 5 8 9 7 9
// ARGS: 1
// ARGS: 2
// ARGS: 0
int main(int argc, char **argv) {
  int n, T, sc = atoi(argv[1]);
  if (scanf("%d %d", &n, &T) != 2) return 2;
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { int x; if (scanf("%d", &x) != 1) x = -1; a[i] = (float)x; }
  int extra = 0, x;
  while (scanf("%d", &x) == 1) extra += x;
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[i] * (float)sc + (i > 0 ? a[i - 1] : 0.0f) * 0.5f;
    for (int i = 0; i < n; i++) a[i] = b[i] * 0.5f;
  }
  for (int i = 0; i < n; i++) printf("%.9g ", a[i]);
  printf("\nextra=%d\n", extra);
  return 0;
}
