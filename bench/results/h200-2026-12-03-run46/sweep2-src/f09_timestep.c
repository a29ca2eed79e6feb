// f09: time-step loops in main that swap pointers each step and sometimes pass the same pointer twice
// (in place) or the other array shifted by one element or one row: a 1-D float 3-point stencil, a 2-D
// double 5-point stencil, and an int16 box filter; some steps print a value, others do not.
// ARGS: 3000 20 72 24
// ARGS: 1 1 1 8
// ARGS: 3 3 3 11
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
static unsigned lcg_s = 909u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void jac(float *out, const float *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = (in[i - 1] + in[i] + in[i + 1]) * (1.0f / 3.0f);
}
__attribute__((noinline)) void heat(double *out, const double *in, int h, int w, double k) {
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++)
      out[y * w + x] = in[y * w + x] + k * (in[(y - 1) * w + x] + in[(y + 1) * w + x] + in[y * w + x - 1] +
                                            in[y * w + x + 1] - 4.0 * in[y * w + x]);
}
__attribute__((noinline)) void box16(int16_t *out, const int16_t *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = (int16_t)((in[i - 1] + 2 * in[i] + in[i + 1]) / 4 + 1);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), steps = atoi(argv[4]);
  int hw = h * w;
  float *fa = malloc(sizeof(float) * (n + 2)), *fb = malloc(sizeof(float) * (n + 2));
  double *da = malloc(sizeof(double) * (hw + 2 * w + 2)), *db = malloc(sizeof(double) * (hw + 2 * w + 2));
  int16_t *sa = malloc(sizeof(int16_t) * (n + 2)), *sb = malloc(sizeof(int16_t) * (n + 2));
  for (int i = 0; i < n + 2; i++) { fa[i] = fb[i] = (lcg() % 1000) / 10.0f; sa[i] = sb[i] = (int16_t)(lcg() % 20000); }
  for (int i = 0; i < hw + 2 * w + 2; i++) da[i] = db[i] = (lcg() % 1000) / 10.0;
  for (int t = 0; t < steps; t++) {
    int mode = t % 8;  // 0-3, 6: swap; 4: in place; 5: out = other + 1; 7: out = in + 1 (one array)
    if (mode == 4) {
      jac(fa, fa, n); heat(da, da, h, w, 0.1); box16(sa, sa, n);
    } else if (mode == 7) {
      jac(fa + 1, fa, n); heat(da + w, da, h, w, 0.1); box16(sa + 1, sa, n);
    } else {
      float *f = mode == 5 ? fb + 1 : fb;
      jac(f, fa, n); heat(mode == 5 ? db + 1 : db, da, h, w, 0.2); box16(mode == 5 ? sb + 1 : sb, sa, n);
      float *tf = fa; fa = fb; fb = tf;
      double *td = da; da = db; db = td;
      int16_t *ts = sa; sa = sb; sb = ts;
    }
    if (t % 3 == 2)
      printf("t%d f=%u d=%u s=%u\n", t, hashb(fa, 4 * (n + 2)), hashb(da, 8 * (hw + 2 * w + 2)), hashb(sa, 2 * (n + 2)));
  }
  double s = 0;
  for (int i = 0; i < n + 2; i++) s += fa[i] + fb[i] + sa[i];
  for (int i = 0; i < hw; i++) s += da[i] * (1 + i % 5);
  printf("end s=%.6f f=%u d=%u\n", s, hashb(fa, 4 * n), hashb(da, 8 * hw));
  return 0;
}
