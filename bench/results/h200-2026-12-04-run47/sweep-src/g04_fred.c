// g04: float reductions that must stay in order: float and double sums into scalars, a float dot, a
// double dot of floats, a float product, a float max via ?:, a sum with a prefix store beside it
// (b[i] = s; s += a[i]), a mixed-magnitude Kahan-unfriendly sum; the window moves per call.
// ARGS: 3000 20
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 99u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashf(const float *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) { unsigned u; memcpy(&u, &a[i], 4); h = (h ^ u) * 16777619u; }
  return h;
}
__attribute__((noinline)) float fsum(const float *a, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
__attribute__((noinline)) double dsum(const double *a, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
__attribute__((noinline)) float fdot(const float *a, const float *b, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
__attribute__((noinline)) double ddot(const float *a, const float *b, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += (double)a[i] * b[i];
  return s;
}
__attribute__((noinline)) float fprod(const float *a, int n) {
  float p = 1.0f;
  for (int i = 0; i < n; i++) p *= 0.75f + a[i] * 0.01f;
  return p;
}
__attribute__((noinline)) float fmaxr(const float *a, int n) {
  float m = -1e30f;
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}
__attribute__((noinline)) float prefix(float *b, const float *a, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) { b[i] = s; s += a[i]; }
  return s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = 2 * n + 64;
  float *a = malloc(4 * m), *b = malloc(4 * m), *p = malloc(4 * m);
  double *d = malloc(8 * m);
  for (int i = 0; i < m; i++) {
    a[i] = (lcg() % 100000) / 7.0f - 5000.0f;
    if (i % 13 == 0) a[i] *= 1e6f;
    b[i] = (lcg() % 1000) / 3.0f;
    d[i] = (lcg() % 1000000) / 3.0 * ((i % 7 == 0) ? 1e12 : 1e-3);
    p[i] = 0;
  }
  for (int c = 0; c < calls; c++) {
    int off = (c * 5) % 31, len = n - (c % 4) * (n / 3);
    if (c % 7 == 5) len = 1;
    if (c % 7 == 6) len = 0;
    float *pb = (c % 3 == 2) ? a + off + 1 : p;   // prefix writes over its own input, one ahead
    float pr = prefix(pb, a + off, len);
    printf("c%d len=%d fsum=%a dsum=%a fdot=%a ddot=%a fprod=%a fmax=%a pre=%a h=%08x\n", c, len,
           fsum(a + off, len), dsum(d + off, len), fdot(a + off, b, len), ddot(a, b + off, len),
           fprod(b + off, len), fmaxr(a + off, len), pr, hashf(a, m));
  }
  return 0;
}
