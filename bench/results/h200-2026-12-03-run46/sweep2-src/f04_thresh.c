// f04: a bound or threshold argument in a condition that picks the index: a[i] += a[i < k ? i + 1 : i],
// a[i] = a[i >= lo && i < hi ? i - lo : i] * 3 + i, a store a[i + 1] only where i == k, and the 2-D
// a[y][x] = a[y][x < k2 ? x + 40 : x] * 3 + y (x + 40 reaches the next row when k2 > w - 40) and
// a[y][x] = a[y < k ? y + 1 : y][x] * 5 + x; k = 0 (or lo = 0, k = -1) on the
// early calls, the same safe values repeated, then unsafe ones, then the safe ones again.
// ARGS: 2500 16 96 30
// ARGS: 1 1 1 9
// ARGS: 3 2 2 14
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 404u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void tk(unsigned *a, int n, int k) {
  for (int i = 0; i < n; i++) a[i] += a[i < k ? i + 1 : i];
}
__attribute__((noinline)) void win(unsigned *a, int n, int lo, int hi) {
  for (int i = 0; i < n; i++) a[i] = a[i >= lo && i < hi ? i - lo : i] * 3u + (unsigned)i;
}
__attribute__((noinline)) void eqk(float *a, int n, int k) {
  for (int i = 0; i < n; i++) {
    a[i] = a[i] * 0.5f + 1.0f;
    if (i == k) a[i + 1] = a[i] + 7.0f;
  }
}
__attribute__((noinline)) void tk2(unsigned *a, int h, int w, int k2) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      a[y * w + x] = a[y * w + (x < k2 ? x + 40 : x)] * 3u + (unsigned)y;
}
// The row picked by y < k (refused at once as a gathered read that meets the launch's writes).
__attribute__((noinline)) void tky(unsigned *a, int h, int w, int k) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      a[y * w + x] = a[(y < k ? y + 1 : y) * w + x] * 5u + (unsigned)x;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), calls = atoi(argv[4]);
  int m = n + 8, mr = (h + 1) * w + 48;
  unsigned *a = malloc(sizeof(unsigned) * m), *u = malloc(sizeof(unsigned) * m), *r = malloc(sizeof(unsigned) * mr);
  float *f = malloc(sizeof(float) * m);
  for (int i = 0; i < m; i++) { a[i] = lcg() % 100; u[i] = lcg() % 100; f[i] = (lcg() % 100) / 4.0f; }
  for (int i = 0; i < mr; i++) r[i] = lcg() % 1000;
  // k: 0 0 0 2 0 0 n 0 1 0 ...; (lo, hi): (0, n) safe, then (1, n), (3, 7); k for eqk: -1, then 3, n - 1
  int ks[10] = {0, 0, 0, 2, 0, 0, n, 0, 1, 0};
  int los[10] = {0, 0, 0, 0, 1, 0, 3, 0, 0, 2};
  int his[10] = {n, n, n, n, n, n, 7, n, 0, n};
  int eks[10] = {-1, -1, -1, -1, 3, -1, n - 1, -1, 0, -1};
  int k2s[10] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  int kys[10] = {0, 0, 0, 0, h, 0, 0, 1, 0, 0};
  k2s[5] = w - 40 > 0 ? w - 40 : 0;
  k2s[8] = w;
  for (int c = 0; c < calls; c++) {
    int k = ks[c % 10], lo = los[c % 10], hi = his[c % 10], ek = eks[c % 10], ky = kys[c % 10], k2 = k2s[c % 10];
    tk(a, n, k);
    win(u, n, lo, hi);
    eqk(f, n, ek);
    tk2(r, h, w, k2);
    tky(r, h, w, ky);
    printf("c%d k=%d lo=%d hi=%d ek=%d ky=%d k2=%d a=%u u=%u f=%u r=%u\n", c, k, lo, hi, ek, ky, k2, hashb(a, 4 * m),
           hashb(u, 4 * m), hashb(f, 4 * m), hashb(r, 4 * mr));
  }
  double s = 0;
  for (int i = 0; i < m; i++) s += f[i];
  printf("fsum=%.6f\n", s);
  return 0;
}
