#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// big (>= 64 KiB) memcpy/memmove/memset inside a time loop of kernels: overlapping memmove, memset with
// a non-zero byte, memcpy whose source the host just wrote a cell of, memcpy of a range only partly
// written by kernels, copy into the middle of a kernel-written array
// ARGS: 20000 3 0
// ARGS: 20000 3 1
// ARGS: 20000 3 2
// ARGS: 20000 3 3
// ARGS: 20000 4 4
// ARGS: 17000 2 5
// ARGS: 16385 3 0
// ARGS: 40000 2 3
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), mode = atoi(argv[3]);
  float *a = malloc(4 * (n + 16)), *b = malloc(4 * (n + 16)), *c = malloc(4 * (2 * n + 16));
  for (int i = 0; i < n + 16; i++) { a[i] = (float)(i % 101) * 0.5f; b[i] = 1.0f; }
  for (int i = 0; i < 2 * n + 16; i++) c[i] = -2.0f;
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[i] * 0.5f + (float)t;
    if (mode == 0) memmove(b + 7, b, 4 * (n - 7));
    else if (mode == 1) memset(b + 3, 0x41, 4 * (n - 8));
    else if (mode == 2) { b[n / 2] = 1234.5f; memcpy(a, b, 4 * n); }
    else if (mode == 3) memcpy(c + n / 3, b, 4 * n);
    else if (mode == 4) { memcpy(c, b + 5, 4 * (n - 5)); memmove(c + 100, c, 4 * (n / 2)); }
    else { memcpy(c + 1, a, 4 * n); memset(a + n / 4, 0, 4 * (n / 2)); }
    for (int i = 0; i < n; i++) a[i] = b[i] * 0.25f + c[i + (t & 3)] * 0.125f;
  }
  double s = 0; for (int i = 0; i < n; i++) s += a[i] * (i % 11) + b[i] + c[2 * i] * 0.5;
  printf("%.17g %.9g %.9g %.9g\n", s, a[n / 2], b[n - 1], c[n]);
  return 0;
}
