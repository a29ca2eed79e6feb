// f11: the same safe arguments repeated several times (a kernel's verdicts are kept), then one unsafe
// call that differs in one argument only, then the safe arguments again; also a run of unsafe calls
// long enough for the back-off (more than 8 refusals in a row) followed by safe ones. Kernels: an
// arm a[i] += a[i < k ? i + 1 : i], a symmetric fill with row stride ld (listing needed), a guarded
// store if (i == k) a[i + d] = ..., and 2-D rows at stride ld.
// ARGS: 600 30 40 44
// ARGS: 1 1 1 30
// ARGS: 3 2 3 36
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 1111u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void arm(unsigned *a, int n, int k) {
  for (int i = 0; i < n; i++) a[i] += a[i < k ? i + 1 : i] * 2u + 1u;
}
__attribute__((noinline)) void sym(unsigned *c, int m, int ld, int t) {
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      unsigned v = c[i * ld + j] * 3u + (unsigned)(i + j + t);
      c[i * ld + j] = v;
      c[j * ld + i] = v;
    }
}
__attribute__((noinline)) void eqd(float *a, int n, int k, int d) {
  for (int i = 0; i < n; i++) {
    a[i] = a[i] * 0.5f + 2.0f;
    if (i == k) a[i + d] = a[i] * 0.25f;
  }
}
__attribute__((noinline)) void rowsld(unsigned *a, int h, int w, int ld, int t) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * ld + x] = a[y * ld + x] * 5u + (unsigned)(y + t);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), w = atoi(argv[3]), calls = atoi(argv[4]);
  int am = n + 8, cm = (m + 1) * (m + 1) + 8, rm = m * 2 * w + 2 * w + 8;
  unsigned *a = malloc(4 * am), *c = malloc(4 * cm), *r = malloc(4 * rm);
  float *f = malloc(4 * am);
  for (int i = 0; i < am; i++) { a[i] = lcg() % 100; f[i] = (lcg() % 100) / 10.0f; }
  for (int i = 0; i < cm; i++) c[i] = lcg() % 100;
  for (int i = 0; i < rm; i++) r[i] = lcg() % 100;
  int mm1 = m - 1 > 0 ? m - 1 : 1, wm8 = w - 8 > 0 ? w - 8 : 1;
  for (int t = 0; t < calls; t++) {
    // phase: calls 0-5 safe, 6 unsafe, 7-11 safe, 12-21 unsafe (back-off), 22- safe, every 7th after 28 unsafe
    int unsafe = t == 6 || (t >= 12 && t <= 21) || (t > 28 && t % 7 == 0);
    int k = unsafe ? (t % 2 ? n : 2) : 0;
    int ld = unsafe ? mm1 : m;
    int ek = unsafe ? 1 : -1, ed = unsafe ? (t % 3 == 0 ? -1 : 1) : 1;
    int rl = unsafe ? wm8 : w;
    arm(a, n, k);
    sym(c, m, ld, t);
    eqd(f, n, ek, ed);
    rowsld(r, 2 * m, w, rl, t);
    printf("t%d unsafe=%d a=%u c=%u f=%u r=%u\n", t, unsafe, hashb(a, 4 * am), hashb(c, 4 * cm), hashb(f, 4 * am),
           hashb(r, 4 * rm));
  }
  double s = 0;
  for (int i = 0; i < am; i++) s += f[i];
  printf("fsum=%.6f\n", s);
  return 0;
}
