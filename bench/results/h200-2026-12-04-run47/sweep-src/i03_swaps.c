// i03: double buffering, triple buffering, swap only on some steps, and in-place steps alternating
// with out-of-place steps, int and float kernels.
// ARGS: 2500 24
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 13
#include "common.h"
__attribute__((noinline)) void s3(int *out, const int *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = (in[i - 1] + 2 * in[i] + in[i + 1]) / 4 + 1;
}
__attribute__((noinline)) void inplace(int *a, int n, int t) {
  for (int i = 0; i < n; i++) a[i] = a[i] * 3 + t;
}
__attribute__((noinline)) void f3(float *out, const float *in, const float *in2, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = 0.5f * in[i] + 0.25f * (in2[i - 1] + in2[i + 1]);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  int *a = malloc(4 * n + 4), *b = malloc(4 * n + 4);
  float *x = malloc(4 * n + 4), *y = malloc(4 * n + 4), *z = malloc(4 * n + 4);
  for (int i = 0; i < n; i++) { a[i] = b[i] = lcg() % 1000; x[i] = y[i] = z[i] = (lcg() % 100) / 7.0f; }
  for (int t = 0; t < steps; t++) {
    if (t % 2) inplace(a, n, t);
    else { s3(b, a, n); int *tmp = a; a = b; b = tmp; }
    f3(z, y, x, n);
    if (t % 3 != 1) { float *tt = x; x = y; y = z; z = tt; }
  }
  printf("a=%u b=%u x=%u y=%u z=%u\n", hashb(a, 4 * n), hashb(b, 4 * n), hashb(x, 4 * n), hashb(y, 4 * n), hashb(z, 4 * n));
  return 0;
}
