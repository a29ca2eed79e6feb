#include <stdio.h>
#include <stdlib.h>
// pointer swap between arrays that overlap (b = a + k, k from argv, negative too) in a time loop, the
// stencil's written range overlapping its read range by different amounts
// ARGS: 17 3 0
// ARGS: 17 3 1
// ARGS: 17 3 -1
// ARGS: 17 3 2
// ARGS: 17 4 -3
// ARGS: 17 3 17
// ARGS: 17 3 18
// ARGS: 17 3 20
// ARGS: 3 2 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), k = atoi(argv[3]);
  float *buf = malloc(4 * (3 * n + 64));
  for (int i = 0; i < 3 * n + 64; i++) buf[i] = (float)((i * 5) % 17);
  float *a = buf + 24, *b = buf + 24 + k;
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < n - 1; i++) b[i] = 0.25f * a[i - 1] + 0.5f * a[i] + 0.25f * a[i + 1];
    float *x = a; a = b; b = x;
  }
  for (int i = 0; i < 3 * n + 64; i++) printf("%.9g ", buf[i]);
  printf("\n");
  return 0;
}
