// g08: loops with two statements, one parallel and one a recurrence: b[i] = a[i]*2; s[i] = s[i-1] + b[i]
// (int and float); the second statement reading what the first wrote at i-1 (c[i] = b[i-1] + a[i]) or at
// i+1 (c[i] = b[i+1] - a[i], which reads the OLD b[i+1]); and those with b/c/s overlapping a on some calls.
// ARGS: 3000 16
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 8080u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void dist1(int *b, int *s, const int *a, int n) {
  for (int i = 1; i < n; i++) { b[i] = a[i] * 2; s[i] = s[i - 1] + b[i]; }
}
__attribute__((noinline)) void dist1f(float *b, float *s, const float *a, int n) {
  for (int i = 1; i < n; i++) { b[i] = a[i] * 2.0f + 1.0f; s[i] = s[i - 1] * 0.5f + b[i]; }
}
__attribute__((noinline)) void prevw(int *b, int *c, const int *a, int n) {
  for (int i = 1; i < n; i++) { b[i] = a[i] * 3 + i; c[i] = b[i - 1] + a[i]; }
}
__attribute__((noinline)) void nextw(int *b, int *c, const int *a, int n) {
  for (int i = 0; i < n - 1; i++) { b[i] = a[i] ^ 0x55; c[i] = b[i + 1] - a[i]; }
}
__attribute__((noinline)) void twopar(unsigned *b, unsigned *c, const unsigned *a, int n, int k) {
  for (int i = 0; i < n; i++) { b[i] = a[i] + (unsigned)k; c[i] = b[i] * 5u + a[i + k]; }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = 4 * n + 64;
  int *a = malloc(4 * m);
  float *f = malloc(4 * m);
  unsigned *u = malloc(4 * m);
  for (int i = 0; i < m; i++) { a[i] = (int)(lcg() % 20001) - 10000; f[i] = (lcg() % 1000) / 16.0f; u[i] = lcg(); }
  int B = n + 8, S = 2 * n + 16;
  for (int c = 0; c < calls; c++) {
    int mode = c % 6, bo = B, so = S;
    if (mode == 2) bo = 0;          // b over a, in place
    if (mode == 3) so = 1;          // s over a, shifted
    if (mode == 4) { bo = S; so = S; } // b and s the same
    if (mode == 5) bo = 1;
    dist1(a + bo, a + so, a, n);
    dist1f(f + bo, f + so, f, n);
    prevw(a + bo, a + so, a, n);
    nextw(a + bo, a + so, a, n);
    int k = (c % 4 == 3) ? -1 : (c % 4 == 1 ? 2 : 0);
    twopar(u + 4 + (mode == 2 ? 0 : B), u + 4 + (mode == 5 ? 1 : S), u + 4, n, k);
    printf("c%d b=%d s=%d k=%d a=%08x f=%08x u=%08x\n", c, bo, so, k, hashb(a, 4 * m), hashb(f, 4 * m), hashb(u, 4 * m));
    for (int i = 0; i < m; i++) { a[i] = a[i] % 10007; if (f[i] > 1e5f) f[i] *= 1e-5f; }
  }
  return 0;
}
