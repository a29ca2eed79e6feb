// f03: a stride argument: a[i * st] = a[i * st + 1] * 3 + a[i * st] + i with st = 2 (reads the odd
// elements nobody writes) on the early calls, then 1, 3, 0 (every iteration writes a[0]); double
// b[i * st] from b[i * st + 1] and b[i * st - 1]; and 2-D rows a[y * rs + x * cs] with (rs, cs) going from
// (2w, 1) and (w, 2) to (w - 40, 1) (rows overlap) and (w, 1) reading the neighbour column.
// ARGS: 2000 16 88 20
// ARGS: 1 1 1 7
// ARGS: 3 2 3 12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 303u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void st1(unsigned *a, int n, int st) {
  for (int i = 0; i < n; i++) a[i * st] = a[i * st + 1] * 3u + a[i * st] + (unsigned)i;
}
__attribute__((noinline)) void std1(double *b, int n, int st) {
  for (int i = 0; i < n; i++) b[i * st] = 0.25 * b[i * st + 1] + 0.5 * b[i * st - 1] + 0.125 * (i & 3);
}
__attribute__((noinline)) void st2(unsigned *a, int h, int w, int rs, int cs) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * rs + x * cs] = a[y * rs + x * cs + 1] * 7u + a[y * rs + x * cs] + (unsigned)y;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), calls = atoi(argv[4]);
  int m = 3 * n + 16, mr = 2 * h * w + 2 * w + 64;
  unsigned *a = malloc(sizeof(unsigned) * m), *r = malloc(sizeof(unsigned) * mr);
  double *b = malloc(sizeof(double) * m);
  for (int i = 0; i < m; i++) { a[i] = lcg() % 1000; b[i] = (lcg() % 1000) / 8.0; }
  for (int i = 0; i < mr; i++) r[i] = lcg() % 1000;
  int sts[10] = {2, 2, 2, 1, 2, 3, 2, 0, 2, 1};
  int rss[8] = {2 * w, 2 * w, w, 2 * w, w - 40 > 0 ? w - 40 : 1, 2 * w, w, w};
  int css[8] = {1, 1, 2, 1, 1, 1, 1, 2};
  for (int c = 0; c < calls; c++) {
    int st = sts[c % 10], rs = rss[c % 8], cs = css[c % 8];
    st1(a + 4, n, st);
    std1(b + 4, n, st);
    st2(r, h, w, rs, cs);
    printf("c%d st=%d rs=%d cs=%d a=%u b=%u r=%u\n", c, st, rs, cs, hashb(a, 4 * m), hashb(b, 8 * m), hashb(r, 4 * mr));
  }
  double s = 0;
  for (int i = 0; i < m; i++) s += b[i];
  printf("bsum=%.6f\n", s);
  return 0;
}
