// f05: a guard on an argument around a store: if (flag) b[i] = a[i] * 2 else a[i + 1] = a[i] + 1 (clang
// may unswitch it); a guard on the counter against an argument, if (i < k) a[i + d] += a[i] (k = 0 first);
// if (i % m == r) a[i + 1] = a[i] (r = n first: never); and 2-D rows whose inner loop runs only for rows
// y >= k, writing a row that overlaps the next one (ld < w) once k < h.
// ARGS: 2000 24 72 40 30
// ARGS: 1 1 1 1 9
// ARGS: 3 2 3 2 12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 505u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void flagged(int *a, int *b, int n, int flag) {
  for (int i = 0; i < n; i++) {
    if (flag) b[i] = (a[i] * 2) & 0xffff;
    else a[i + 1] = (a[i] + 1) & 0xffff;
  }
}
__attribute__((noinline)) void below(unsigned *a, int n, int k, int d) {
  for (int i = 0; i < n; i++)
    if (i < k) a[i + d] += a[i] * 3u + 1u;
}
__attribute__((noinline)) void modm(float *a, int n, int m, int r) {
  for (int i = 0; i < n; i++) {
    a[i] = a[i] * 0.75f + 0.5f;
    if (i % m == r) a[i + 1] = a[i] * 0.5f + 1.0f;
  }
}
__attribute__((noinline)) void rowsfrom(unsigned *a, int h, int w, int ld, int k) {
  for (int y = 0; y < h; y++) {
    a[y * ld] += 1u;
    if (y >= k)
      for (int x = 1; x < w; x++) a[y * ld + x] = a[y * ld + x] * 3u + (unsigned)y;
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), ld = atoi(argv[4]), calls = atoi(argv[5]);
  int m = n + 8, mr = h * (w > ld ? w : ld) + w + 16;
  int *a = malloc(sizeof(int) * m), *b = malloc(sizeof(int) * m);
  unsigned *u = malloc(sizeof(unsigned) * (2 * m)), *r = malloc(sizeof(unsigned) * mr);
  float *f = malloc(sizeof(float) * m);
  for (int i = 0; i < m; i++) { a[i] = lcg() % 1000; b[i] = lcg() % 1000; f[i] = (lcg() % 64) / 8.0f; }
  for (int i = 0; i < 2 * m; i++) u[i] = lcg() % 1000;
  for (int i = 0; i < mr; i++) r[i] = lcg() % 1000;
  int flags[8] = {1, 1, 1, 0, 1, 1, 0, 1};
  int kk[10] = {0, 0, 0, n, 0, n / 2, 0, 0, n, 0};
  int dd[10] = {1, 1, 1, 1, 1, 1, 1, n, 0, 1};
  int mm[10] = {n + 1, n + 1, n + 1, 2, n + 1, 3, n + 1, n + 1, 1, n + 1};
  int rr[10] = {n, n, n, 1, n, 1, n, n, 0, n};
  for (int c = 0; c < calls; c++) {
    int flag = flags[c % 8], k = kk[c % 10], d = dd[c % 10], mo = mm[c % 10], re = rr[c % 10];
    int ky = (c % 6 == 4) ? 0 : (c % 6 == 5 ? h / 2 : h);  // h: no row's inner loop runs
    flagged(a, b, n, flag);
    below(u, n, k, d);
    modm(f, n, mo, re);
    rowsfrom(r, h, w, ld, ky);
    printf("c%d flag=%d k=%d d=%d m=%d r=%d ky=%d a=%u b=%u u=%u f=%u rows=%u\n", c, flag, k, d, mo, re, ky,
           hashb(a, 4 * m), hashb(b, 4 * m), hashb(u, 8 * m), hashb(f, 4 * m), hashb(r, 4 * mr));
  }
  double s = 0;
  for (int i = 0; i < m; i++) s += f[i];
  printf("fsum=%.6f\n", s);
  return 0;
}
