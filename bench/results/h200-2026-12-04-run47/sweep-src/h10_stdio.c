// h10: stdio interleaved with kernels: a loop that prints every 97th element while computing, a
// kernel between puts/fputs(stderr), a loop that exits with a code when it meets a marked
// element, and exit(code) with a non-zero code after the kernels ran (code from argv).
// ARGS: 2000 10 3 -1
// ARGS: 1 3 0 -1
// ARGS: 500 8 7 5
// ARGS: 3 4 42 2
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 2010u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void noisy(int *o, const int *a, int n, int c) {
  for (int i = 0; i < n; i++) {
    o[i] = a[i] * 3 + c;
    if (i % 97 == c % 97) printf("  [%d]=%d\n", i, o[i]);
  }
}
__attribute__((noinline)) void quiet(float *o, const float *x, int n, float s) {
  for (int i = 0; i < n; i++) o[i] = x[i] * s + o[i];
}
__attribute__((noinline)) void exiter(int *o, const int *a, int n, int code) {
  for (int i = 0; i < n; i++) {
    if (a[i] == -424242) exit(code + i % 5);
    o[i] = a[i] - i;
  }
}
__attribute__((noinline)) void errs(const int *a, int n) {
  for (int i = 0; i < n; i++) if (a[i] % 1000 == 7) fprintf(stderr, "e%d\n", i);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]), code = atoi(argv[3]), ec = atoi(argv[4]);
  int *a = malloc(4 * n), *o = malloc(4 * n);
  float *x = malloc(4 * n), *fo = malloc(4 * n);
  for (int i = 0; i < n; i++) { a[i] = (int)(lcg() % 100000); o[i] = 0; x[i] = (float)(lcg() % 1000) / 9.0f; fo[i] = 0; }
  for (int c = 0; c < calls; c++) {
    puts("--");
    noisy(o, a, n, c);
    fputs("err line\n", stderr);
    quiet(fo, x, n, 0.5f + c);
    errs(a, n);
    if (c == ec) a[(c * 13) % n] = -424242;
    exiter(o, a, n, code);
    printf("c%d o=%u fo=%u\n", c, hashb(o, 4u * n), hashb(fo, 4u * n));
    for (int i = 0; i < n; i++) a[i] += 1;
  }
  printf("exiting %d\n", code);
  exit(code);
}
