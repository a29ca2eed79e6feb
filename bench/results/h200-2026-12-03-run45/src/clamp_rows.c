// Session 40: the clamp-tightening question (docs: closing note of session 40, issue 15).
// `tensor-wasm detect` at -O2 calls f's y loop "parallel": dependence::clamp_arms ranges the
// read of row ym = y > 0 ? y - 1 : 0 as row y (right as a range over all of y, wrong pointwise),
// so the row y - 1 written by the iteration before is not seen. The launch-time listing refuses
// it (overlap: the constant arm's row 0 meets iteration 0's write); outputs equal wasmtime's.
#include <stdio.h>
#include <stdlib.h>
// ARGS: 37 41
__attribute__((noinline)) void f(float *a, int h, int w) {
  for (int y = 0; y < h; y++) {
    int ym = y > 0 ? y - 1 : 0;
    for (int x = 0; x < w; x++)
      a[y * w + x] = 0.5f * a[ym * w + x] + 0.25f * a[y * w + x] + 1.0f;
    a[y * w] += 3.0f;  // host code touching the row the next launch reads
  }
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]);
  float *a = malloc(sizeof(float) * h * w);
  for (int i = 0; i < h * w; i++) a[i] = i % 11;
  f(a, h, w); f(a, h, w);
  double s = 0; for (int i = 0; i < h * w; i++) s += a[i] * (i % 3 + 1);
  printf("%.4f\n", s);
  return 0;
}
