#include <stdio.h>
#include <stdlib.h>
// nested time loops (outer epoch loop containing an inner step loop), host code between epochs reading
// and writing single cells, the same solver function called several times from main with different
// arrays and main modifying the arrays on the host between calls
// ARGS: 17 3 4
// ARGS: 1 2 2
// ARGS: 2 2 3
// ARGS: 3 1 1
// ARGS: 30 4 5
// ARGS: 99 2 7
__attribute__((noinline)) static float solve(float *a, float *b, int n, int E, int S) {
  float probe = 0;
  for (int e = 0; e < E; e++) {
    for (int s = 0; s < S; s++) {
      for (int i = 1; i < n - 1; i++) b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0f / 3.0f);
      for (int i = 1; i < n - 1; i++) a[i] = b[i] + 0.01f * (float)s;
    }
    probe += a[n / 2];
    a[0] = probe; a[n - 1] = -probe;
  }
  return probe;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), E = atoi(argv[2]), S = atoi(argv[3]);
  float *x = malloc(4 * (n + 1)), *y = malloc(4 * (n + 1)), *z = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { x[i] = (float)(i % 4); y[i] = 0; z[i] = (float)(n - i); }
  float p1 = solve(x, y, n, E, S);
  for (int i = 0; i < n; i += 3) x[i] *= -1.0f;
  float p2 = solve(z, y, n, E, S);
  float p3 = solve(x, z, n, E + 1, S);
  float p4 = solve(y, x, n, 1, 1);
  printf("%.9g %.9g %.9g %.9g\n", p1, p2, p3, p4);
  for (int i = 0; i < n; i++) printf("%.9g %.9g %.9g\n", x[i], y[i], z[i]);
  return 0;
}
