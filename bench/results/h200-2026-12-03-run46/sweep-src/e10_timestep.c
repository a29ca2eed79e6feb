// e10: heat equation in a time-step loop, arrays swapped each step, double data; the clamp is on the row
// counter only (MIN/MAX written as ternaries), columns are interior; plus a damped wave with 3 arrays rotated.
// ARGS: 60 70 8
// ARGS: 1 3 3
// ARGS: 2 3 2
// ARGS: 3 4 5
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 1u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) void heat(double *out, const double *in, int h, int w, double k) {
  for (int y = 0; y < h; y++) {
    int yu = y > 0 ? y - 1 : 0, yd = y < h - 1 ? y + 1 : h - 1;
    out[y * w] = in[y * w];
    for (int x = 1; x < w - 1; x++)
      out[y * w + x] = in[y * w + x] + k * (in[yu * w + x] + in[yd * w + x] + in[y * w + x - 1] + in[y * w + x + 1] - 4 * in[y * w + x]);
    if (w > 1) out[y * w + w - 1] = in[y * w + w - 1];
  }
}
__attribute__((noinline)) void wave(double *nxt, const double *cur, const double *prv, int h, int w, double c) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      double lap = cur[(y > 0 ? y - 1 : 0) * w + x] + cur[(y < h - 1 ? y + 1 : h - 1) * w + x]
                 + cur[y * w + (x > 0 ? x - 1 : 0)] + cur[y * w + (x < w - 1 ? x + 1 : w - 1)] - 4 * cur[y * w + x];
      nxt[y * w + x] = 1.99 * cur[y * w + x] - 0.99 * prv[y * w + x] + c * lap;
    }
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), steps = atoi(argv[3]), n = h * w;
  double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n), *c = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) { a[i] = (lcg() % 1000) / 10.0; b[i] = 0; c[i] = a[i]; }
  for (int t = 0; t < steps; t++) { heat(b, a, h, w, 0.2); double *tmp = a; a = b; b = tmp; }
  double s = 0; for (int i = 0; i < n; i++) s += a[i] * (1 + i % 9);
  printf("heat: s=%.6f a0=%.6f\n", s, a[0]);
  // wave: prv = c, cur = a, nxt = b, rotate
  double *prv = c, *cur = a, *nxt = b;
  for (int t = 0; t < steps; t++) {
    wave(nxt, cur, prv, h, w, 0.1);
    double *tmp = prv; prv = cur; cur = nxt; nxt = tmp;
  }
  double s2 = 0; for (int i = 0; i < n; i++) s2 += cur[i] * (1 + i % 4);
  printf("wave: s=%.6f\n", s2);
  wave(nxt, cur, nxt, h, w, 0.05);     // nxt aliases prv exactly (same index only)
  double s3 = 0; for (int i = 0; i < n; i++) s3 += nxt[i];
  printf("wave alias: s=%.6f\n", s3);
  heat(cur, cur, h, w, 0.1);           // in place
  double s4 = 0; for (int i = 0; i < n; i++) s4 += cur[i] * (i % 3);
  printf("heat inplace: s=%.6f\n", s4);
  return 0;
}
