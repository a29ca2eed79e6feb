// ARGS: 150
// ARGS: 61 7
// Computes matrices, prints checksums, then calls exit() with a code (3 by default, argv[2]
// otherwise) from inside a nested helper; an atexit handler prints a final line.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static int n_g;
static long long final_sum;
static void bye(void) { printf("atexit: n=%d sum=%lld\n", n_g, final_sum); }

static void finish(int code, const int *m, int n) {
  long long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) s += (long long)m[i * n + j] * ((i ^ j) & 7);
  final_sum = s;
  printf("finish s=%lld -> exit(%d)\n", s, code);
  exit(code);
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int code = argc > 2 ? atoi(argv[2]) : 3;
  n_g = n;
  atexit(bye);
  int *a = malloc(sizeof(int) * n * n), *b = malloc(sizeof(int) * n * n), *c = malloc(sizeof(int) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) { a[i * n + j] = (i + 2 * j) % 9 - 4; b[i * n + j] = (3 * i - j) % 7; }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int s = 0;
      for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
  /* a few sweeps of a relaxation in place (Gauss-Seidel, sequential) */
  for (int t = 0; t < 3; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) c[i * n + j] = (c[(i - 1) * n + j] + c[i * n + j - 1] + 2 * c[i * n + j]) / 4;
  uint32_t h = 0;
  for (int i = 0; i < n * n; i++) h = h * 2654435761u + (uint32_t)c[i];
  printf("c hash %08x c[0]=%d c[mid]=%d\n", h, c[0], c[n * n / 2]);
  if (n > 10) finish(code, c, n);
  printf("not reached for n>10\n");
  return 0;
}
