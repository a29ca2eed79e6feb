// ARGS: 150 2
// ARGS: 7 0
// noinline helpers and function pointers inside loop bodies.
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static float sq_plus(float x, float y) { return x * x + y; }
__attribute__((noinline)) static int collatz_len(unsigned x) {
  int n = 0;
  while (x > 1 && n < 500) { x = (x & 1) ? 3 * x + 1 : x / 2; n++; }
  return n;
}
__attribute__((noinline)) static void store_pair(int *out, int i, int v) { out[2 * i] = v; out[2 * i + 1] = -v; }

static int op_add(int a, int b) { return a + b; }
static int op_mul(int a, int b) { return a * b; }
static int op_xor(int a, int b) { return a ^ b; }
static int op_sub(int a, int b) { return a - b; }
typedef int (*binop)(int, int);
static binop table[4] = { op_add, op_mul, op_xor, op_sub };

static void apply(binop f, const int *a, const int *b, int *c, int n) {
  for (int i = 0; i < n; i++) c[i] = f(a[i], b[i]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 150;
  int sel = argc > 2 ? atoi(argv[2]) & 3 : 2;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n), *c = malloc(sizeof(int) * n);
  int *pairs = malloc(sizeof(int) * 2 * n);
  for (int i = 0; i < n; i++) { x[i] = i * 0.25f - 3.0f; a[i] = i * 7 - 50; b[i] = (i * 13) % 29; }
  for (int i = 0; i < n; i++) y[i] = sq_plus(x[i], 1.0f / (i + 1));
  int cl = 0;
  for (int i = 0; i < n; i++) c[i] = collatz_len((unsigned)i + 1);
  for (int i = 0; i < n; i++) cl += c[i];
  for (int i = 0; i < n; i++) store_pair(pairs, i, a[i] + b[i]);
  double ys = 0; long ps = 0;
  for (int i = 0; i < n; i++) ys += y[i];
  for (int i = 0; i < 2 * n; i++) ps += (long)pairs[i] * (i + 1);
  printf("ys=%.5f cl=%d ps=%ld\n", ys, cl, ps);
  for (int t = 0; t < 4; t++) {
    apply(table[(sel + t) & 3], a, b, c, n);
    long s = 0;
    for (int i = 0; i < n; i++) s += c[i];
    printf("op%d: %ld\n", (sel + t) & 3, s);
  }
  binop f = table[sel];
  int acc = 0;
  for (int i = 0; i < n; i++) { c[i] = f(a[i], i) + table[i & 3](b[i], 3); acc += c[i] & 0xff; }
  printf("mixed: %d c0=%d\n", acc, c[0]);
  free(x); free(y); free(a); free(b); free(c); free(pairs);
  return 0;
}
