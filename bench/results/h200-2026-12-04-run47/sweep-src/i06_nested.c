// i06: nested time loops (outer iterations, inner sweeps) in a noinline function called several
// times with different arrays and sizes, including 0 and 1.
// ARGS: 1200 5 4
// ARGS: 1 2 3
// ARGS: 3 3 2
// ARGS: 0 2 2
#include "common.h"
__attribute__((noinline)) void sw(double *out, const double *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
}
__attribute__((noinline)) void scale(double *a, int n, double s) {
  for (int i = 0; i < n; i++) a[i] = a[i] * s + 1.0;
}
__attribute__((noinline)) void solve(double *a, double *b, int n, int outer, int inner) {
  for (int o = 0; o < outer; o++) {
    for (int it = 0; it < inner; it++) {
      sw(b, a, n);
      sw(a, b, n);
    }
    scale(a, n, 0.5 + o * 0.125);
    if (n > 0) a[o % n] = -a[o % n];
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), outer = atoi(argv[2]), inner = atoi(argv[3]);
  int tot = 3 * n + 16;
  double *m = malloc(8 * tot * 2);
  for (int i = 0; i < tot * 2; i++) m[i] = (double)(lcg() % 1000) / 8.0;
  solve(m, m + tot, n, outer, inner);
  solve(m + n, m + tot + n, 1, outer, inner);
  solve(m + 2 * n, m + tot + 2 * n, 0, outer, inner);
  solve(m + 5, m + tot + 5, n / 2, outer + 1, inner);
  solve(m + 2 * n + 2, m + 2 * n + 4, n > 4 ? n - 4 : 0, outer, 1);
  printf("m=%u\n", hashb(m, 8 * tot * 2));
  return 0;
}
