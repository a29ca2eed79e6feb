// e02: 2-D 3x3 int box filter with MIN/MAX macros on both the row and the column counter; twice with
// arrays swapped, then with OVERLAPPING out = in - w (one row up) and out = in + w.
// ARGS: 180 150
// ARGS: 1 1
// ARGS: 2 3
// ARGS: 3 1
#include <stdio.h>
#include <stdlib.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static unsigned lcg_s = 7u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) void box3(int *out, const int *in, int h, int w) {
  for (int y = 0; y < h; y++) {
    int yu = MAX(y - 1, 0), yd = MIN(y + 1, h - 1);
    for (int x = 0; x < w; x++) {
      int xl = MAX(x - 1, 0), xr = MIN(x + 1, w - 1);
      int s = in[yu * w + xl] + in[yu * w + x] + in[yu * w + xr]
            + in[y * w + xl] + 2 * in[y * w + x] + in[y * w + xr]
            + in[yd * w + xl] + in[yd * w + x] + in[yd * w + xr];
      out[y * w + x] = s / 10 + (x ^ y);
    }
  }
}
// min/max written inside the index expression, not hoisted.
__attribute__((noinline)) void vmax(int *out, const int *in, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int a = in[MAX(y - 1, 0) * w + x], b = in[MIN(y + 1, h - 1) * w + x];
      out[y * w + x] = MAX(a, b) - MIN(in[y * w + MIN(x + 1, w - 1)], in[y * w + MAX(x - 1, 0)]);
    }
}
static unsigned hashi(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), n = h * w;
  int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n);
  int *buf = malloc(sizeof(int) * (n + 2 * w));
  for (int i = 0; i < n; i++) a[i] = lcg() % 1000;
  for (int i = 0; i < n + 2 * w; i++) buf[i] = lcg() % 777;
  box3(b, a, h, w);
  box3(a, b, h, w);
  printf("box: h=%u a0=%d\n", hashi(a, n), a[0]);
  vmax(b, a, h, w);
  printf("vmax: h=%u\n", hashi(b, n));
  box3(buf, buf + w, h, w);   // out = in - w
  printf("ov-w: h=%u\n", hashi(buf, n + 2 * w));
  box3(buf + w, buf, h, w);   // out = in + w
  printf("ov+w: h=%u\n", hashi(buf, n + 2 * w));
  vmax(buf + 1, buf, h, w);
  printf("vmax ov+1: h=%u\n", hashi(buf, n + 2 * w));
  long s = 0; for (int i = 0; i < n + 2 * w; i++) s += buf[i];
  printf("sum=%ld\n", s);
  return 0;
}
