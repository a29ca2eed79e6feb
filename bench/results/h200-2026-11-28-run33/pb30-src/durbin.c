#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 120
#endif
static double cks(const double *a, int len) { double s = 0.0; for (int i = 0; i < len; i++) s += a[i] * (1 + i % 7); return s; }
static void init_array(int n, double r[N]) {
  int i;
  for (i = 0; i < n; i++) {
    r[i] = (n + 1 - i);
  }
}
static void kernel_durbin(int n, double r[N], double y[N]) {
  double z[N];
  double alpha;
  double beta;
  double sum;
  int i, k;
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (i = 0; i < k; i++) {
      sum += r[k - i - 1] * y[i];
    }
    alpha = -(r[k] + sum) / beta;
    for (i = 0; i < k; i++) {
      z[i] = y[i] + alpha * y[k - i - 1];
    }
    for (i = 0; i < k; i++) {
      y[i] = z[i];
    }
    y[k] = alpha;
  }
}
int main(void) {
  double *r = malloc(sizeof(double[N]));
  double *y = malloc(sizeof(double[N]));
  init_array(N, r);
  kernel_durbin(N, r, y);
  printf("durbin %.17g %.17g %.17g\n", cks(y, N), y[0], y[N - 1]);
  free(r); free(y);
  return 0;
}
