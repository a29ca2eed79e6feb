// d05: complex float struct arithmetic: small DFT with sinf/cosf twiddle tables, pointwise multiply, inverse.
// ARGS: 97 3
// ARGS: 1 1
// ARGS: 61 2
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
typedef struct { float re, im; } cpx;
static unsigned lcg_s = 31337u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static cpx cmul(cpx a, cpx b) { cpx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; return r; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), reps = atoi(argv[2]);
  cpx *x = malloc(sizeof(cpx) * n), *X = malloc(sizeof(cpx) * n), *H = malloc(sizeof(cpx) * n), *y = malloc(sizeof(cpx) * n);
  float *ct = malloc(sizeof(float) * n), *st = malloc(sizeof(float) * n);
  for (int k = 0; k < n; k++) { ct[k] = cosf(2.0f * 3.14159265f * k / n); st[k] = sinf(2.0f * 3.14159265f * k / n); }
  for (int i = 0; i < n; i++) { x[i].re = (lcg() % 1000) / 500.0f - 1; x[i].im = (lcg() % 1000) / 500.0f - 1; H[i].re = 1.0f / (1 + i % 7); H[i].im = (i % 3) * 0.25f; }
  for (int r = 0; r < reps; r++) {
    for (int k = 0; k < n; k++) {
      cpx s = {0, 0};
      for (int t = 0; t < n; t++) {
        int idx = (int)(((long)k * t) % n);
        cpx w = {ct[idx], -st[idx]};
        cpx p = cmul(x[t], w);
        s.re += p.re; s.im += p.im;
      }
      X[k] = s;
    }
    for (int k = 0; k < n; k++) X[k] = cmul(X[k], H[k]);
    for (int t = 0; t < n; t++) {
      cpx s = {0, 0};
      for (int k = 0; k < n; k++) {
        int idx = (int)(((long)k * t) % n);
        cpx w = {ct[idx], st[idx]};
        cpx p = cmul(X[k], w);
        s.re += p.re; s.im += p.im;
      }
      y[t].re = s.re / n; y[t].im = s.im / n;
    }
    for (int i = 0; i < n; i++) x[i] = y[i];
  }
  double e = 0; float mag = 0; unsigned h = 0;
  for (int i = 0; i < n; i++) {
    e += (double)x[i].re * x[i].re + (double)x[i].im * x[i].im;
    mag += fabsf(X[i].re) + fabsf(X[i].im);
    h = h * 33u ^ (unsigned)(int)(x[i].re * 10000);
  }
  printf("energy=%.6f mag=%.6f h=%u x0=(%.6f,%.6f)\n", e, mag, h, x[0].re, x[0].im);
  return 0;
}
