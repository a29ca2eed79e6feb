// probe 135: tanhf(x) + sqrtf(x), tanhf(x) and sqrtf(x) on h04_libm's inputs, element by element.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
static unsigned lcg_s = 1404u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned fb(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__attribute__((noinline)) void k_tanh(float *o, const float *x, int n) { for (int i = 0; i < n; i++) o[i] = tanhf(x[i]) + sqrtf(x[i]); }
__attribute__((noinline)) void k_t(float *o, const float *x, int n) { for (int i = 0; i < n; i++) o[i] = tanhf(x[i]); }
__attribute__((noinline)) void k_s(float *o, const float *x, int n) { for (int i = 0; i < n; i++) o[i] = sqrtf(x[i]); }
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  float sp[] = {0.0f, -0.0f, 1e-40f, -1e-40f, FLT_MIN, -FLT_MIN, INFINITY, -INFINITY, NAN, -NAN,
                1e30f, -1e30f, 88.72f, 88.73f, -103.9f, -104.0f, 1.0f, -1.0f, 0.5f, 3.14159265f,
                1e7f, -1e7f, 2.0f, -2.0f, FLT_MAX, -FLT_MAX, 1.5f, -0.5f, 1e-45f, 100.0f};
  int ns = sizeof sp / sizeof sp[0];
  float *x = malloc(4 * n), *a = malloc(4 * n), *b = malloc(4 * n), *c = malloc(4 * n);
  for (int i = 0; i < n; i++) {
    unsigned r = lcg();
    x[i] = (r & 1) ? sp[(r >> 1) % ns] : (float)((int)(r % 20001) - 10000) / 97.0f;
    lcg(); lcg(); lcg();
  }
  for (int i = 0; i < n && i < ns; i++) x[i] = sp[i];
  k_tanh(a, x, n); k_t(b, x, n); k_s(c, x, n);
  for (int i = 0; i < n; i++) printf("%d %08x sum %08x tanh %08x sqrt %08x\n", i, fb(x[i]), fb(a[i]), fb(b[i]), fb(c[i]));
  return 0;
}
