#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// pointer-compared loops: while (p < end) *p++, p != end, count-down p-- != begin, two pointers moving in
// opposite directions (reverse copy), stride-3 pointer walk over interleaved data, end computed from a
// loaded length, in a time loop with swaps
// ARGS: 17 3
// ARGS: 0 2
// ARGS: 1 2
// ARGS: 2 3
// ARGS: 3 1
// ARGS: 100 4
// ARGS: 1001 2
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)); float *rgb = malloc(12 * (n + 1)); int *len = malloc(8);
  for (int i = 0; i < n; i++) { a[i] = (float)(i % 7); b[i] = 0; rgb[3 * i] = i; rgb[3 * i + 1] = -i; rgb[3 * i + 2] = i * 0.5f; }
  len[0] = n / 2; len[1] = n - n / 2;
  for (int t = 0; t < T; t++) {
    { float *p = b, *q = a, *end = b + n; while (p < end) *p++ = *q++ * 2.0f + 1.0f; }
    { float *p = a + n; const float *q = b; while (p != a) { --p; *p = *q++ * 0.5f; } }                 // reverse copy
    { float *p = b + n; while (p-- != b) *p += (float)t; }
    { float *p = rgb, *end = rgb + 3 * n; for (; p < end; p += 3) { float r = p[0], g = p[1]; p[0] = g; p[1] = r + p[2]; } }
    { float *p = a, *end = a + len[t & 1]; for (; p != end; ++p) *p = *p * 0.75f; }
    float *x = a; a = b; b = x;
  }
  double s = 0; for (int i = 0; i < n; i++) s += a[i] * (i + 1) + b[i] + rgb[3 * i] + rgb[3 * i + 1] * 2 + rgb[3 * i + 2];
  printf("%.17g\n", s);
  for (int i = 0; i < n && i < 6; i++) printf("%.9g %.9g %.9g\n", a[i], b[i], rgb[3 * i + 1]);
  return 0;
}
