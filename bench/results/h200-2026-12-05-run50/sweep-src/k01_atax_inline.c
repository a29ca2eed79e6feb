// k01: PolyBench's atax inlined into main (malloc'ed arrays): the row sum tmp[i] stays in a
// register and is stored after the update of y; then the same with the sum used after the
// loop (printed), with tmp[i] overwritten after the update, and with two sums per row.
// ARGS: 40 30
// ARGS: 1 1
// ARGS: 7 3
// ARGS: 3 9
// ARGS: 64 63
#include <stdio.h>
#include <stdlib.h>
static double cks(const double *v, int n) { double s = 0; for (int i = 0; i < n; i++) s += v[i] * (1 + i % 7); return s; }
int main(int argc, char **argv) {
  int m = atoi(argv[1]), n = atoi(argv[2]);
  double *a = malloc(sizeof(double) * m * n), *x = malloc(sizeof(double) * n), *z = malloc(sizeof(double) * n);
  double *y = malloc(sizeof(double) * n), *tmp = malloc(sizeof(double) * m), *t2 = malloc(sizeof(double) * m);
  for (int i = 0; i < m; i++) for (int j = 0; j < n; j++) a[i * n + j] = (double)((i * 7 + j * 3) % 13) / 13.0 - 0.3;
  for (int j = 0; j < n; j++) { x[j] = 1.0 + j % 5; z[j] = 0.5 - j % 3; }
  for (int j = 0; j < n; j++) y[j] = 0.0;
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < n; j++) tmp[i] = tmp[i] + a[i * n + j] * x[j];
    for (int j = 0; j < n; j++) y[j] = y[j] + a[i * n + j] * tmp[i];
  }
  printf("atax %.17g %.17g\n", cks(y, n), cks(tmp, m));
  double last = 0.0;
  for (int i = 0; i < m; i++) {
    double s = 0.0;
    for (int j = 0; j < n; j++) s += a[i * n + j] * z[j];
    for (int j = 0; j < n; j++) y[j] = y[j] + a[i * n + j] * s;
    tmp[i] = s;
    last = s;
  }
  printf("after %.17g %.17g %.17g\n", cks(y, n), cks(tmp, m), last);
  for (int i = 0; i < m; i++) {
    double s = 0.0;
    for (int j = 0; j < n; j++) s += a[i * n + j] * x[j];
    tmp[i] = s;
    for (int j = 0; j < n; j++) y[j] = y[j] * 0.5 + a[i * n + j] * s;
    tmp[i] = s * 0.25;
  }
  printf("over %.17g %.17g\n", cks(y, n), cks(tmp, m));
  for (int i = 0; i < m; i++) {
    double s = 0.0, u = 0.0;
    for (int j = 0; j < n; j++) s += a[i * n + j] * x[j];
    for (int j = 0; j < n; j++) u += a[i * n + j] * z[j];
    for (int j = 0; j < n; j++) y[j] = y[j] + a[i * n + j] * s - u * z[j];
    tmp[i] = s;
    t2[i] = u;
  }
  printf("two %.17g %.17g %.17g\n", cks(y, n), cks(tmp, m), cks(t2, m));
  return 0;
}
