// i10: wave equation with three arrays (prev, cur, next) rotated each step, 1-D float and 2-D double,
// with a source term added by scalar code at an index from the step number.
// ARGS: 2000 30 30 25
// ARGS: 1 1 1 4
// ARGS: 2 3 3 7
// ARGS: 3 2 5 9
#include "common.h"
__attribute__((noinline)) void wave1(float *nx, const float *cu, const float *pv, int n, float c2) {
  for (int i = 1; i < n - 1; i++) nx[i] = 2.0f * cu[i] - pv[i] + c2 * (cu[i - 1] - 2.0f * cu[i] + cu[i + 1]);
}
__attribute__((noinline)) void wave2(double *nx, const double *cu, const double *pv, int h, int w, double c2) {
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++) {
      int c = y * w + x;
      nx[c] = 2.0 * cu[c] - pv[c] + c2 * (cu[c - 1] + cu[c + 1] + cu[c - w] + cu[c + w] - 4.0 * cu[c]);
    }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), steps = atoi(argv[4]);
  float *p = calloc(n, 4), *c = calloc(n, 4), *x = calloc(n, 4);
  double *P = calloc(h * w, 8), *C = calloc(h * w, 8), *X = calloc(h * w, 8);
  for (int i = 0; i < n; i++) c[i] = p[i] = (lcg() % 100) / 50.0f;
  for (int t = 0; t < steps; t++) {
    wave1(x, c, p, n, 0.3f);
    x[(t * 7) % n] += 0.5f;
    float *tt = p; p = c; c = x; x = tt;
    wave2(X, C, P, h, w, 0.2);
    X[(h / 2) * w + w / 2] += (double)t;
    double *T = P; P = C; C = X; X = T;
  }
  printf("p=%u c=%u x=%u P=%u C=%u\n", hashb(p, 4 * n), hashb(c, 4 * n), hashb(x, 4 * n), hashb(P, 8 * h * w), hashb(C, 8 * h * w));
  return 0;
}
