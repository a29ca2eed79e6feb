// ARGS: 60.5 200
// ARGS: 1 33
// f32 and f64 libm in loops, float loop counters.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(int argc, char **argv) {
  float lim = argc > 1 ? (float)atof(argv[1]) : 60.5f;
  int n = argc > 2 ? atoi(argv[2]) : 200;
  float *f = malloc(sizeof(float) * n), *g = malloc(sizeof(float) * n);
  double *d = malloc(sizeof(double) * n), *e = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    float x = (i - n / 2) * 0.07f;
    f[i] = expf(x * 0.3f) + logf(1.0f + fabsf(x)) + powf(1.5f, x * 0.1f);
    g[i] = sinf(x) * cosf(x * 0.5f) + sqrtf(fabsf(x)) - floorf(x) + fmodf(x * 3.0f, 1.7f);
  }
  for (int i = 0; i < n; i++) {
    double x = (i - n / 3) * 0.011;
    d[i] = exp(x) - log1p(fabs(x)) + pow(fabs(x) + 0.5, 1.3) + atan2(x, 1.0 + i);
    e[i] = sin(x * 7) * cos(x) + sqrt(fabs(x)) + floor(x * 10) / 10 + fmod(x * 5.0, 0.9) + tanh(x);
  }
  double fs = 0, gs = 0, ds = 0, es = 0;
  for (int i = 0; i < n; i++) { fs += f[i]; gs += g[i]; ds += d[i]; es += e[i]; }
  printf("f=%.5f g=%.5f d=%.9f e=%.9f\n", fs, gs, ds, es);
  unsigned hb = 0;
  for (int i = 0; i < n; i++) { union { float v; unsigned u; } c = { f[i] + g[i] }; hb = hb * 1000003u ^ c.u; }
  printf("bits=%08x\n", hb);
  // float loop counter
  float acc = 0.0f; int iters = 0;
  for (float x = 0; x < lim; x += 1.0f) { acc += sqrtf(x) * 0.5f; iters++; }
  printf("fl: iters=%d acc=%.4f\n", iters, acc);
  // float counter with fractional step writing to array
  int m = 0;
  for (float x = 0.25f; x < lim && m < n; x += 0.75f) f[m++] = floorf(x) + fmodf(x, 2.0f);
  double ms = 0;
  for (int i = 0; i < m; i++) ms += f[i];
  printf("fstep: m=%d s=%.4f\n", m, ms);
  // double counter
  double da = 0;
  for (double x = -1.0; x <= 1.0; x += 1.0 / (n + 1)) da += cbrt(x) + exp2(x) + hypot(x, 0.5);
  printf("dcounter: %.9f\n", da);
  // rounding modes and conversion
  long rs = 0;
  for (int i = 0; i < n; i++) {
    float x = (i - n / 2) * 0.37f;
    rs += lrintf(x) + (long)roundf(x) * 3 + (long)truncf(x) * 5 + (long)ceilf(x) * 7 + (int)x;
  }
  printf("round=%ld\n", rs);
  double mn = INFINITY, mx = -INFINITY;
  for (int i = 0; i < n; i++) { mn = fmin(mn, d[i]); mx = fmax(mx, e[i]); }
  printf("min=%.9f max=%.9f\n", mn, mx);
  free(f); free(g); free(d); free(e);
  return 0;
}
