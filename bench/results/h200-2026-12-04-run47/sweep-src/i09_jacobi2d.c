// i09: 2-D jacobi (float) and 3-D heat (double) time loops; arrays adjacent, and b = a + off from
// argv (overlapping) on some arg sets; boundary copy by scalar code each step.
// ARGS: 40 50 10 12 0
// ARGS: 40 50 10 12 37
// ARGS: 1 1 1 3 0
// ARGS: 3 3 3 5 1
// ARGS: 2 5 4 6 -3
#include "common.h"
__attribute__((noinline)) void jac2(float *out, const float *in, int h, int w) {
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++)
      out[y * w + x] = 0.2f * (in[y * w + x] + in[(y - 1) * w + x] + in[(y + 1) * w + x] + in[y * w + x - 1] + in[y * w + x + 1]);
}
__attribute__((noinline)) void heat3(double *out, const double *in, int n) {
  int nn = n * n;
  for (int z = 1; z < n - 1; z++)
    for (int y = 1; y < n - 1; y++)
      for (int x = 1; x < n - 1; x++) {
        int c = z * nn + y * n + x;
        out[c] = in[c] + 0.1 * (in[c - 1] + in[c + 1] + in[c - n] + in[c + n] + in[c - nn] + in[c + nn] - 6.0 * in[c]);
      }
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), n = atoi(argv[3]), steps = atoi(argv[4]), off = atoi(argv[5]);
  int hw = h * w, n3 = n * n * n;
  int pad = 64;
  float *fa = malloc(4 * (2 * hw + 2 * pad)) + pad;
  float *fb = off ? fa + off : fa + hw;
  double *da = malloc(8 * (2 * n3 + 2 * pad)) + pad;
  double *db = off ? da + off : da + n3;
  for (int i = -pad; i < 2 * hw + pad; i++) fa[i] = (lcg() % 1000) / 10.0f;
  for (int i = -pad; i < 2 * n3 + pad; i++) da[i] = (lcg() % 1000) / 10.0;
  for (int t = 0; t < steps; t++) {
    jac2(fb, fa, h, w);
    if (h >= 2) fb[0] = fb[w + 1 < hw ? w + 1 : 0];
    heat3(db, da, n);
    float *tf = fa; fa = fb; fb = tf;
    double *td = da; da = db; db = td;
  }
  printf("f=%u d=%u\n", hashb(fa - pad, 4 * (2 * hw + 2 * pad)), hashb(da - pad, 8 * (2 * n3 + 2 * pad)));
  return 0;
}
