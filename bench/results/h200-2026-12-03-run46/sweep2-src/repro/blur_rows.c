/* A clamped 1-D box blur per row plus half the row r above, out = in + 1 (d = 1): the row loop is
 * refused, then the column loop of row 1 launches (backup) although column 0 writes in[w + 1] which
 * column 1 reads. Cause not established.
 * usage: blur_rows H W R D...   (-O2 or -O3, 2 2 1 1: the second line differs from wasmtime) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
__attribute__((noinline)) void blur(float *out, const float *in, int h, int w, int r) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0.0f;
      for (int dx = -r; dx <= r; dx++) s += in[y * w + clampi(x + dx, 0, w - 1)];
      out[y * w + x] = s * 0.2f + 0.5f * in[clampi(y - r, 0, h - 1) * w + x];
    }
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), r = atoi(argv[3]);
  int hw = h * w, fm = 3 * hw + 64;
  float *f = malloc(4 * fm);
  for (int i = 0; i < fm; i++) f[i] = (float)(i % 17);
  float *fin = f + hw + 32;
  for (int c = 4; c < argc; c++) {
    blur(fin + atoi(argv[c]), fin, h, w, r);
    for (int i = hw + 30; i < 2 * hw + 36; i++) printf("%g ", f[i]);
    printf("\n");
  }
  return 0;
}
