#include <stdio.h>
#include <stdlib.h>
// loops calling: recursive helper, helper that updates a static counter, VLA inside loop body, local array, noinline pure helper
// ARGS: 17 4
// ARGS: 0 1
// ARGS: 1 1
// ARGS: 2 3
// ARGS: 60 9
static int counter;
__attribute__((noinline)) static int fib(int k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }
__attribute__((noinline)) static int bump(int x) { counter += x; return counter; }
__attribute__((noinline)) static int pure(int x, int y) { return (x * 31 + y) ^ (x >> 2); }
__attribute__((noinline)) static int sumvla(int m, int seed) { int t[m + 1]; for (int j = 0; j <= m; j++) t[j] = seed + j * j; int s = 0; for (int j = 0; j <= m; j++) s += t[m - j] * j; return s; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]);
  int *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)), *c = malloc(4 * (n + 1)), *d = malloc(4 * (n + 1)), *e = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) a[i] = fib(i % (m + 8));
  for (int i = 0; i < n; i++) b[i] = bump(i);
  for (int i = 0; i < n; i++) c[i] = pure(i, a[i]);
  for (int i = 0; i < n; i++) d[i] = sumvla(m + i % 3, i);
  for (int i = 0; i < n; i++) { int loc[8]; for (int j = 0; j < 8; j++) loc[j] = i * j + m; int s = 0; for (int j = 0; j < 8; j++) s += loc[(j * 3 + i) & 7] * (j + 1); e[i] = s; }
  unsigned h = 0;
  for (int i = 0; i < n; i++) h = h * 31 + a[i] + b[i] * 3 + c[i] * 5 + d[i] * 7 + e[i] * 11;
  printf("%u %d\n", h, counter);
  return 0;
}
