#include <stdio.h>
#include <stdlib.h>
// a nest whose launch-time overlap test fails for many calls and then passes (back-off after 8
// declines, re-offered every 64th call), inside and outside a time loop; offset from argv schedule
// ARGS: 33 80 0
// ARGS: 33 80 1
// ARGS: 33 200 2
// ARGS: 5 100 0
// ARGS: 5 100 2
// ARGS: 2 70 1
__attribute__((noinline)) static void shift_add(float *dst, const float *src, int n) { for (int i = 0; i < n; i++) dst[i] = src[i] * 0.5f + 1.0f; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), mode = atoi(argv[3]);
  float *buf = malloc(4 * (3 * n + 8));
  for (int i = 0; i < 3 * n + 8; i++) buf[i] = (float)(i % 13);
  for (int t = 0; t < T; t++) {
    int off;
    if (mode == 0) off = t < 40 ? 1 : n + 2;           // overlapping (dependence) first, then disjoint
    else if (mode == 1) off = (t % 9 == 0) ? n + 3 : 1;  // mostly overlapping, sometimes disjoint
    else off = t < 100 ? -1 + 2 * (t & 1) : n + 1;    // -1 / +1 then disjoint
    float *dst = buf + 2 + (off > 0 ? off : 0), *src = buf + 2 + (off < 0 ? -off : 0);
    shift_add(dst, src, n);
    for (int i = 0; i < 3 * n + 8; i++) buf[i] = buf[i] > 1000.0f ? buf[i] - 1000.0f : buf[i];
  }
  double s = 0; for (int i = 0; i < 3 * n + 8; i++) s += buf[i] * (i % 7 + 1);
  printf("%.17g %.9g %.9g\n", s, buf[2], buf[n + 2]);
  return 0;
}
