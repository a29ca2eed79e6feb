// i20: two resident time loops on the same arrays with host code between them that writes some
// elements in a loop; the second loop in a noinline function called twice, with a shifted view.
// ARGS: 3000 8 1
// ARGS: 1 3 0
// ARGS: 3 4 1
// ARGS: 10 6 4
#include "common.h"
__attribute__((noinline)) void stp(double *out, const double *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = in[i] + 0.1 * (in[i - 1] - 2.0 * in[i] + in[i + 1]);
}
__attribute__((noinline)) void loop2(double *a, double *b, int n, int steps) {
  for (int t = 0; t < steps; t++) {
    stp(b, a, n);
    double *x = a; a = b; b = x;
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), sh = atoi(argv[3]);
  double *a = malloc(8 * n + 64), *b = malloc(8 * n + 64);
  for (int i = 0; i < n + 8; i++) a[i] = b[i] = (double)(lcg() % 1000);
  for (int t = 0; t < steps; t++) { stp(b, a, n); stp(a, b, n); }
  for (int i = 0; i < n; i += 7) b[i] = a[i] * 2.0;
  for (int i = 1; i < n; i += 5) a[i] = -a[i];
  loop2(a, b, n, steps);
  printf("a=%u b=%u\n", hashb(a, 8 * n), hashb(b, 8 * n));
  for (int i = 0; i < n; i += 2) a[i] += 1.0;
  loop2(b + sh, a + sh, n - sh, steps + 1);
  loop2(a, a + 1, n - 1, 2);
  printf("a=%u b=%u\n", hashb(a, 8 * n + 8), hashb(b, 8 * n + 8));
  return 0;
}
