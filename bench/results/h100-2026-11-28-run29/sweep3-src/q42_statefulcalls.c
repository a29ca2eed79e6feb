#include <stdio.h>
#include <stdlib.h>
// loops calling functions with hidden state: rand() (libc static seed), a helper using an address-taken
// stack array (shadow stack bytes shared by all iterations), a helper with a static counter, a
// helper that calls malloc/free per iteration
// ARGS: 17 1
// ARGS: 1 2
// ARGS: 2 3
// ARGS: 50 7
// ARGS: 300 9
__attribute__((noinline)) static void fillk(int *t, int k, int i) { for (int j = 0; j < 4; j++) t[j] = i * k + j; }
__attribute__((noinline)) static int with_stack(int i, int k) { int tmp[4]; fillk(tmp, k, i); return tmp[0] + tmp[1] * tmp[2] - tmp[3]; }
__attribute__((noinline)) static int counter(void) { static int c; return c++ * 3; }
__attribute__((noinline)) static int with_heap(int i) { int *p = malloc(8 + (i % 5) * 4); p[0] = i; p[1] = i * 2; int r = p[0] + p[1]; free(p); return r; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), seed = atoi(argv[2]);
  srand(seed);
  int *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)), *c = malloc(4 * (n + 1)), *d = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) a[i] = rand() % 1000;
  for (int i = 0; i < n; i++) b[i] = with_stack(i, seed);
  for (int i = 0; i < n; i++) c[i] = counter() + a[i];
  for (int i = 0; i < n; i++) d[i] = with_heap(i) ^ b[i];
  long long h = 0;
  for (int i = 0; i < n; i++) h = h * 31 + a[i] + b[i] * 3 + c[i] * 7 + d[i] * 11;
  printf("%lld %d\n", h, rand() % 1000);
  return 0;
}
