#include <stdio.h>
#include <stdlib.h>
// calls through function pointers inside loops (table of operations chosen per step), qsort with a
// comparator between time steps, kernels around them
// ARGS: 17 4
// ARGS: 1 1
// ARGS: 2 3
// ARGS: 5 6
// ARGS: 64 5
// ARGS: 129 3
typedef float (*op_t)(float, float);
static float op_add(float a, float b) { return a + b; }
static float op_mul(float a, float b) { return a * b; }
static float op_max(float a, float b) { return a > b ? a : b; }
static float op_sub(float a, float b) { return a - b; }
static op_t ops[4] = { op_add, op_mul, op_max, op_sub };
static int cmp_f(const void *x, const void *y) { float a = *(const float *)x, b = *(const float *)y; return (a > b) - (a < b); }
__attribute__((noinline)) static void apply(op_t f, float *a, const float *b, int n) { for (int i = 0; i < n; i++) a[i] = f(a[i], b[i]); }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)), *c = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (float)((i * 29) % 31) * 0.125f - 1.0f; b[i] = (float)(i % 5) * 0.5f; }
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) c[i] = a[i] * 0.5f + b[i];
    op_t f = ops[t % 4];
    for (int i = 0; i < n; i++) a[i] = f(c[i], b[i]);
    apply(ops[(t + 1) % 4], b, c, n);
    if (t % 2 == 1) qsort(a, n, sizeof(float), cmp_f);
    for (int i = 0; i < n; i++) b[i] = b[i] * 0.25f + a[n - 1 - i] * 0.125f;
  }
  for (int i = 0; i < n; i++) printf("%.9g %.9g\n", a[i], b[i]);
  return 0;
}
