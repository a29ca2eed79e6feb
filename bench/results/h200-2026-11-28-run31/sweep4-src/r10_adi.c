#include <stdio.h>
#include <stdlib.h>
// polybench adi: alternating-direction sweeps, each a forward recurrence and a backward substitution per row/column
// ARGS: 2 6
// ARGS: 3 12
// ARGS: 1 3
// ARGS: 4 24
static void __attribute__((noinline)) adi(int tsteps, int n, double *u, double *v, double *p, double *q) {
  double DX = 1.0 / n, DY = 1.0 / n, DT = 1.0 / tsteps, B1 = 2.0, B2 = 1.0;
  double mul1 = B1 * DT / (DX * DX), mul2 = B2 * DT / (DY * DY);
  double a = -mul1 / 2.0, b = 1.0 + mul1, c = a, d = -mul2 / 2.0, e = 1.0 + mul2, f = d;
  for (int t = 1; t <= tsteps; t++) {
    for (int i = 1; i < n - 1; i++) {
      v[0 * n + i] = 1.0; p[i * n + 0] = 0.0; q[i * n + 0] = v[0 * n + i];
      for (int j = 1; j < n - 1; j++) {
        p[i * n + j] = -c / (a * p[i * n + j - 1] + b);
        q[i * n + j] = (-d * u[j * n + i - 1] + (1.0 + 2.0 * d) * u[j * n + i] - f * u[j * n + i + 1] - a * q[i * n + j - 1]) / (a * p[i * n + j - 1] + b);
      }
      v[(n - 1) * n + i] = 1.0;
      for (int j = n - 2; j >= 1; j--) v[j * n + i] = p[i * n + j] * v[(j + 1) * n + i] + q[i * n + j];
    }
    for (int i = 1; i < n - 1; i++) {
      u[i * n + 0] = 1.0; p[i * n + 0] = 0.0; q[i * n + 0] = u[i * n + 0];
      for (int j = 1; j < n - 1; j++) {
        p[i * n + j] = -f / (d * p[i * n + j - 1] + e);
        q[i * n + j] = (-a * v[(i - 1) * n + j] + (1.0 + 2.0 * a) * v[i * n + j] - c * v[(i + 1) * n + j] - d * q[i * n + j - 1]) / (d * p[i * n + j - 1] + e);
      }
      u[i * n + n - 1] = 1.0;
      for (int j = n - 2; j >= 1; j--) u[i * n + j] = p[i * n + j] * u[i * n + j + 1] + q[i * n + j];
    }
  }
}
int main(int argc, char **argv) {
  int t = atoi(argv[1]), n = atoi(argv[2]);
  double *u = malloc(8 * n * n), *v = calloc(n * n, 8), *p = calloc(n * n, 8), *q = calloc(n * n, 8);
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) u[i * n + j] = (double)(i + n - j) / n;
  adi(t, n, u, v, p, q);
  double cs = 0; for (int i = 0; i < n * n; i++) cs += u[i] * (1 + i % 3);
  printf("%.17g %.17g\n", cs, u[n + 1]);
  return 0;
}
