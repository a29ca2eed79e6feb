#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// 1-D heat with a max-norm convergence test that breaks out of the time loop, printf every k steps,
// host boundary updates between sweeps, pointer swap
// ARGS: 17 200 1e-3 7
// ARGS: 1 5 1e-3 1
// ARGS: 2 5 1e-3 2
// ARGS: 3 9 0 3
// ARGS: 33 1000 1e-4 50
// ARGS: 130 40 0 9
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]); float tol = (float)atof(argv[3]); int k = atoi(argv[4]);
  float *a = malloc(4 * (n + 2)), *b = malloc(4 * (n + 2));
  for (int i = 0; i < n + 2; i++) { a[i] = (float)((i * 7) % 5) * 0.25f; b[i] = 0.0f; }
  int t;
  float err = 0;
  for (t = 0; t < T; t++) {
    a[0] = 1.0f; a[n + 1] = 0.5f;
    for (int i = 1; i <= n; i++) b[i] = 0.5f * a[i] + 0.25f * (a[i - 1] + a[i + 1]);
    err = 0.0f;
    for (int i = 1; i <= n; i++) { float d = fabsf(b[i] - a[i]); if (d > err) err = d; }
    float *x = a; a = b; b = x;
    if (k > 0 && t % k == 0) printf("t=%d err=%.9g mid=%.9g\n", t, err, a[(n + 1) / 2]);
    if (err <= tol) break;
  }
  printf("stop t=%d err=%.9g\n", t, err);
  for (int i = 0; i < n + 2; i++) printf("%.9g ", a[i]);
  printf("\n");
  return 0;
}
