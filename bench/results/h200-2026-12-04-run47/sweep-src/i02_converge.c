// i02: time loop with a kernel, then a reduction kernel (residual) steering the next step; early
// break on convergence; the tolerance and max steps from argv. double.
// ARGS: 2000 30 1000
// ARGS: 1 5 1
// ARGS: 3 10 100000
// ARGS: 64 25 3
#include "common.h"
__attribute__((noinline)) void relax(double *out, const double *in, int n, double w) {
  for (int i = 1; i < n - 1; i++) out[i] = (1 - w) * in[i] + w * 0.5 * (in[i - 1] + in[i + 1]);
}
__attribute__((noinline)) double resid(const double *a, const double *b, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) { double d = a[i] - b[i]; s += d * d; }
  return s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), tol = atoi(argv[3]);
  double *a = malloc(8 * n + 8), *b = malloc(8 * n + 8);
  for (int i = 0; i < n; i++) a[i] = b[i] = (double)(lcg() % 1000);
  double w = 0.8;
  int t;
  for (t = 0; t < steps; t++) {
    relax(b, a, n, w);
    double r = resid(a, b, n);
    if (r < tol) break;
    w = r > 1e6 ? 0.9 : 0.7;
    double *tmp = a; a = b; b = tmp;
  }
  printf("t=%d w=%016llx a=%u b=%u\n", t, dbits(w), hashb(a, 8 * n), hashb(b, 8 * n));
  return 0;
}
