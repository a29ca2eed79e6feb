#include <stdio.h>
#include <stdlib.h>
// aliasing chosen at run time: two pointers into one buffer at an offset from argv
// ARGS: 17 0
// ARGS: 17 1
// ARGS: 17 -1
// ARGS: 17 17
// ARGS: 17 5
// ARGS: 100 -3
// ARGS: 100 99
// ARGS: 100 100
// ARGS: 2 1
// ARGS: 1 0
// ARGS: 0 0
// ARGS: 64 4
// ARGS: 64 -4
__attribute__((noinline)) void add(int n, float *dst, const float *src) { for (int i = 0; i < n; i++) dst[i] = src[i] * 2.0f + 1.0f; }
__attribute__((noinline)) void addi(int n, int *dst, const int *src, const int *src2) { for (int i = 0; i < n; i++) dst[i] = src[i] + src2[i]; }
__attribute__((noinline)) void mat(int n, int *d, const int *s) { for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) d[i * n + j] = s[j * n + i] + 1; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), off = atoi(argv[2]);
  int base = 300 * 300 + 600;
  float *buf = malloc(4 * (2 * base)); int *ib = malloc(4 * (2 * base));
  for (int i = 0; i < 2 * base; i++) { buf[i] = (float)(i % 97) * 0.5f; ib[i] = i * 13 % 101; }
  float *x = buf + base; 
  add(n, x + off, x);
  addi(n, ib + base + off, ib + base, ib + base + 2 * off);
  mat(n > 30 ? 30 : n, ib + base + off, ib + base);
  // inline version
  int *y = ib + base / 2, *z = ib + base / 2 + off;
  for (int i = 0; i < n; i++) z[i] = y[i] * 3 - z[i];
  unsigned h = 0;
  for (int i = 0; i < 2 * base; i++) { union { float f; unsigned u; } u = {buf[i]}; h = h * 31 + u.u + ib[i]; }
  printf("%u\n", h);
  for (int i = -2; i < n + 2 && i < 8; i++) printf("%.9g %d\n", x[i + off], ib[base + off + i]);
  return 0;
}
