#include <stdio.h>
#include <stdlib.h>
// loop bound / coefficient / accumulator read through pointers that may alias the written array (chosen at run time)
// ARGS: 40 5 50
// ARGS: 40 39 50
// ARGS: 40 -1 50
// ARGS: 40 60 50
// ARGS: 40 20 10
// ARGS: 1 0 50
// ARGS: 2 1 2
// ARGS: 200 100 150
__attribute__((noinline)) void fill(int *buf, const int *np) { for (int i = 0; i < *np; i++) buf[i] = -1; }
__attribute__((noinline)) void scale(int n, int *a, const int *s) { for (int i = 0; i < n; i++) a[i] = a[i] * *s + 1; }
__attribute__((noinline)) void acc(int n, const int *a, int *sum) { for (int i = 0; i < n; i++) *sum += a[i]; }
__attribute__((noinline)) void fscale(int n, float *a, const float *s) { for (int i = 0; i < n; i++) a[i] = a[i] * s[0] + s[1]; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]), m = atoi(argv[3]);
  int *mem = malloc(4 * 1000); float *fm = malloc(4 * 1000);
  int *a = mem + 300;
  for (int i = 0; i < 1000; i++) { mem[i] = i % 50 + 1; fm[i] = (float)(i % 9) + 0.5f; }
  a[k] = m;
  fill(a, a + k);
  for (int i = 0; i < 1000; i++) mem[i] = i % 7 + 2;
  scale(n, a, a + k);
  acc(n, a, a + k);
  fscale(n, fm + 300, fm + 300 + k);
  unsigned h = 0;
  for (int i = 0; i < 1000; i++) { union { float f; unsigned u; } u = {fm[i]}; h = h * 31 + mem[i] + u.u; }
  printf("%u %d\n", h, a[k]);
  for (int i = 0; i < n && i < 8; i++) printf("%d ", a[i]); printf("\n");
  return 0;
}
