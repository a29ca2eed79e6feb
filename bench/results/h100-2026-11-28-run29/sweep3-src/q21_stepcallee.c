#include <stdio.h>
#include <stdlib.h>
// step functions called from a time loop: one that writes its boundary cells after its nest
// (callee touching memory), one pure nest callee, one that returns a value computed by a loop,
// and a callee writing a static counter; different argument orders (src/dst swapped each step)
// ARGS: 17 4 0
// ARGS: 17 4 1
// ARGS: 17 4 2
// ARGS: 17 5 3
// ARGS: 2 3 0
// ARGS: 3 3 1
// ARGS: 1 2 2
// ARGS: 128 6 3
static int calls;
__attribute__((noinline)) static void step_pure(int n, const float *s, float *d) { for (int i = 1; i < n - 1; i++) d[i] = (s[i - 1] + s[i + 1]) * 0.5f; }
__attribute__((noinline)) static void step_bnd(int n, const float *s, float *d) { for (int i = 1; i < n - 1; i++) d[i] = (s[i - 1] + 2.0f * s[i] + s[i + 1]) * 0.25f; d[0] = s[1]; d[n - 1] = s[n - 2]; }
__attribute__((noinline)) static float step_sum(int n, const float *s, float *d) { float t = 0; for (int i = 0; i < n; i++) { d[i] = s[i] * 0.9f; t += d[i]; } return t; }
__attribute__((noinline)) static void step_cnt(int n, const float *s, float *d) { calls++; for (int i = 0; i < n; i++) d[i] = s[n - 1 - i] + (float)calls; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), mode = atoi(argv[3]);
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (float)(i * i % 13); b[i] = 0; }
  float tot = 0;
  for (int t = 0; t < T; t++) {
    if (mode == 0) step_pure(n, a, b);
    else if (mode == 1) { if (n >= 2) step_bnd(n, a, b); }
    else if (mode == 2) tot += step_sum(n, a, b);
    else step_cnt(n, a, b);
    float *x = a; a = b; b = x;
  }
  printf("tot=%.9g calls=%d\n", tot, calls);
  for (int i = 0; i < n; i++) printf("%.9g ", a[i]);
  printf("\n");
  return 0;
}
