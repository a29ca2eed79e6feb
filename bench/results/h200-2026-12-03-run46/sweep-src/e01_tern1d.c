// e01: 1-D 3-point float stencil, clamps written as ternaries (x > 0 ? x - 1 : 0, x < n - 1 ? x + 1 : n - 1),
// time steps with arrays swapped, then the same kernel with OVERLAPPING out = in + 1 and out = in - 1.
// ARGS: 20000 4
// ARGS: 1 3
// ARGS: 2 2
// ARGS: 3 5
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 101u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) void smooth(float *out, const float *in, int n) {
  for (int x = 0; x < n; x++) {
    float l = in[x > 0 ? x - 1 : 0];
    float r = in[x < n - 1 ? x + 1 : n - 1];
    out[x] = 0.25f * l + 0.5f * in[x] + 0.25f * r;
  }
}
// Only the left clamp; the right neighbour is x + 1 unguarded but the loop stops at n - 1.
__attribute__((noinline)) void lgrad(float *out, const float *in, int n) {
  for (int x = 0; x < n - 1; x++) out[x] = in[x + 1] - in[x > 0 ? x - 1 : 0];
}
static unsigned hashf(const float *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) { unsigned u; memcpy(&u, &a[i], 4); h = (h ^ u) * 16777619u; }
  return h;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  float *a = malloc(sizeof(float) * (n + 2)), *b = malloc(sizeof(float) * (n + 2));
  float *buf = malloc(sizeof(float) * (n + 2));
  for (int i = 0; i < n + 2; i++) { a[i] = (lcg() % 10000) / 100.0f; b[i] = 0; buf[i] = (lcg() % 5000) / 50.0f; }
  for (int t = 0; t < steps; t++) { smooth(b, a, n); float *tmp = a; a = b; b = tmp; }
  printf("swap: h=%u a0=%.4f an=%.4f\n", hashf(a, n), a[0], a[n - 1]);
  lgrad(b, a, n);
  printf("lgrad: h=%u\n", hashf(b, n > 1 ? n - 1 : 0));
  // overlapping: out = in + 1 (each x writes what x + 1 reads as its left neighbour... and itself)
  smooth(buf + 1, buf, n);
  printf("ov+1: h=%u\n", hashf(buf, n + 2));
  smooth(buf, buf + 1, n);
  printf("ov-1: h=%u\n", hashf(buf, n + 2));
  smooth(buf, buf, n);
  printf("inplace: h=%u\n", hashf(buf, n + 2));
  lgrad(buf + 1, buf, n);
  printf("lgrad ov: h=%u\n", hashf(buf, n + 2));
  double s = 0; for (int i = 0; i < n + 2; i++) s += buf[i];
  printf("sum=%.4f\n", s);
  return 0;
}
