#include <stdio.h>
#include <stdlib.h>
// with the cost model on: a time loop where big sweeps launch and small sweeps over the same arrays are
// declined (run natively inside the resident region), plus a host cell update and a small memcpy
// ARGS: 200000 3 7
// ARGS: 200001 4 3
// ARGS: 150003 2 1
// ARGS: 1000 5 2
// ARGS: 7 3 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), m = atoi(argv[3]);
  float *a = malloc(4 * (n + 8)), *b = malloc(4 * (n + 8));
  for (int i = 0; i < n + 8; i++) { a[i] = (float)(i % 17) * 0.5f; b[i] = 0; }
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < n - 1; i++) b[i] = 0.25f * a[i - 1] + 0.5f * a[i] + 0.25f * a[i + 1];
    for (int i = 0; i < m; i++) b[i * 7] += 1.0f;                 // tiny: declined
    b[n / 2] = b[n / 3] * 0.5f;
    for (int i = 1; i < n - 1; i++) a[i] = b[i] * 0.9f + 0.1f * b[n - 1 - i];
    for (int i = 0; i < n; i++) { float x = a[i]; for (int k = 0; k < 40; k++) x = x * 0.999f + 0.001f * (float)k; a[i] = x; }  // heavy: launches
    a[n - 1] = a[n - 2] + (float)t;
  }
  double s = 0; for (int i = 0; i < n; i++) s += a[i] * (i % 13) + b[i];
  printf("%.17g %.9g %.9g %.9g\n", s, a[1], a[n / 2], b[n - 2]);
  return 0;
}
