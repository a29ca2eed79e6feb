// i27: time loop with the loops written directly in main (no step functions): jacobi-1d two sweeps
// per step with a carried previous value (prev = a[0] before the loop), an in-place update of a[0]
// by a kernel-like loop, boundary host stores, odd sizes.
// ARGS: 2001 15
// ARGS: 1 3
// ARGS: 2 4
// ARGS: 3 5
// ARGS: 6 7
#include "common.h"
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  float *a = malloc(4 * n + 16), *b = malloc(4 * n + 16);
  for (int i = 0; i < n + 4; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    float prev = a[0];
    for (int i = 1; i < n - 1; i++) {
      float cur = a[i];
      b[i] = (prev + cur + a[i + 1]) * (1.0f / 3.0f);
      prev = cur;
    }
    for (int i = 1; i < n - 1; i++) a[i] = 0.5f * b[i] + 0.25f * (b[i - 1] + b[i + 1]);
    if (n > 1) { a[0] = a[1] * 0.5f; a[n - 1] = a[n - 2] + (float)t; }
    for (int i = 0; i < n; i += 2) b[i] = a[i] - 1.0f;
  }
  printf("a=%u b=%u\n", hashb(a, 4 * n), hashb(b, 4 * n));
  return 0;
}
