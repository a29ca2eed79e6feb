#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// reductions inside a time loop whose results (sum, max, argmax) are used on the host to normalise
// the array in the next kernel; scalar written to a global each step
// ARGS: 17 5
// ARGS: 1 3
// ARGS: 2 3
// ARGS: 3 2
// ARGS: 4 4
// ARGS: 99 6
// ARGS: 1000 3
float g_norm;
int g_arg;
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1));
  double *d = malloc(8 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (float)((i * 37) % 41) - 20.0f; d[i] = (double)i * 0.01; }
  for (int t = 0; t < T; t++) {
    float mx = 0.0f; int am = 0;
    for (int i = 0; i < n; i++) { float v = fabsf(a[i]); if (v > mx) { mx = v; am = i; } }
    g_norm = mx; g_arg = am;
    float inv = mx > 0 ? 1.0f / mx : 1.0f;
    for (int i = 0; i < n; i++) b[i] = a[i] * inv + (i == am ? 1.0f : 0.0f);
    double s = 0; for (int i = 0; i < n; i++) s += d[i] * b[i];
    for (int i = 0; i < n; i++) d[i] = d[i] * 0.5 + s * 1e-3;
    int cnt = 0; for (int i = 0; i < n; i++) cnt += b[i] > 0.0f;
    for (int i = 0; i < n; i++) a[i] = b[(i + cnt) % n] * 3.0f - a[i];
    printf("t=%d mx=%.9g am=%d s=%.17g cnt=%d\n", t, mx, am, s, cnt);
  }
  printf("%.9g %d\n", g_norm, g_arg);
  for (int i = 0; i < n && i < 10; i++) printf("%.9g %.17g\n", a[i], d[i]);
  return 0;
}
