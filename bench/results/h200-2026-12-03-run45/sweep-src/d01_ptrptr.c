// d01: 2-D arrays through pointer-to-pointer (rows malloc'd separately), 5-point stencil, row sums.
// ARGS: 41 53 3
// ARGS: 3 2 2
// ARGS: 29 17 4
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 12345u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), steps = atoi(argv[3]);
  double **a = malloc(sizeof(double *) * n), **b = malloc(sizeof(double *) * n);
  for (int i = 0; i < n; i++) {
    a[i] = malloc(sizeof(double) * m);
    b[i] = malloc(sizeof(double) * m);
    for (int j = 0; j < m; j++) { a[i][j] = (lcg() % 1000) / 100.0; b[i][j] = a[i][j]; }
  }
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
    double **tmp = a; a = b; b = tmp;
  }
  double *rs = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++) s += a[i][j] * (1 + (j % 5));
    rs[i] = s;
  }
  float *cs = malloc(sizeof(float) * m);
  for (int j = 0; j < m; j++) {
    float s = 0;
    for (int i = 0; i < n; i++) s += (float)a[i][j];
    cs[j] = s;
  }
  double tot = 0; float ftot = 0; unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) { tot += rs[i] * (i + 1); h = (h ^ (unsigned)(rs[i] * 1000)) * 16777619u; }
  for (int j = 0; j < m; j++) ftot += cs[j];
  printf("tot=%.6f ftot=%.6f h=%u\n", tot, ftot, h);
  printf("a[n/2][m/2]=%.6f rs0=%.6f\n", a[n / 2][m / 2], rs[0]);
  return 0;
}
