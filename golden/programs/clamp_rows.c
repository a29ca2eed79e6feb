// A vertical box filter whose row index is clamped to the image on both sides,
// `in[clamp(y + k - r, 0, h - 1)*w + x]`: clang reads the upper clamp's arm under a test of
// the lower clamp's select, on two counters (`y + k - r < h - 1`). The output follows the
// input in memory, so only an arm ranged where its conditions hold leaves the two apart.
// The runtime's tests run it against wasmtime (runtime/src/tests.rs). Arguments: h w r calls.
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void clampblur(const float *in, float *out, int h, int w, int r) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0;
      for (int k = 0; k <= 2 * r; k++) {
        int yy = y + k - r;
        yy = yy < 0 ? 0 : yy;
        yy = yy > h - 1 ? h - 1 : yy;
        s += in[yy * w + x];
      }
      out[y * w + x] = s;
    }
}

int main(int argc, char **argv) {
  if (argc < 5) return 2;
  int h = atoi(argv[1]), w = atoi(argv[2]), r = atoi(argv[3]), calls = atoi(argv[4]);
  // One block: the output directly after the input.
  float *in = malloc(sizeof(float) * 2 * (size_t)h * w), *out = in + (size_t)h * w;
  for (int i = 0; i < h * w; i++) in[i] = (float)((i * 7919) % 1000) / 7.0f;
  for (int c = 0; c < calls; c++) {
    clampblur(in, out, h, w, r + c);
    unsigned hs = 2166136261u;
    for (int i = 0; i < h * w; i++) {
      unsigned bits;
      __builtin_memcpy(&bits, &out[i], 4);
      hs = (hs ^ bits) * 16777619u;
    }
    printf("call %d (r = %d): %08x\n", c, r + c, hs);
  }
  return 0;
}
