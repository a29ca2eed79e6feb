// i07: malloc/free of a temp buffer each step, realloc growing an array every few steps
// (memory.grow inside the time loop), a calloc'd buffer.
// ARGS: 3000 12
// ARGS: 1 4
// ARGS: 2 6
// ARGS: 3 9
#include "common.h"
__attribute__((noinline)) void k1(int *out, const int *in, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] * 2 + (i & 7);
}
__attribute__((noinline)) void k2(int *acc, const int *tmp, int n) {
  for (int i = 0; i < n; i++) acc[i] += tmp[n - 1 - i];
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  int *acc = calloc(n, 4), *g = malloc(4 * n);
  int gn = n;
  for (int i = 0; i < n; i++) g[i] = lcg() % 1000;
  for (int t = 0; t < steps; t++) {
    int *tmp = malloc(4 * n);
    k1(tmp, g, n);
    k2(acc, tmp, n);
    free(tmp);
    if (t % 3 == 2) {
      int ngn = gn * 2 + 20000;
      g = realloc(g, 4 * ngn);
      k1(g + gn, g, gn);
      gn = ngn;
    }
    k2(g, acc, n);
  }
  printf("acc=%u g=%u gn=%d\n", hashb(acc, 4 * n), hashb(g, 4 * n), gn);
  return 0;
}
