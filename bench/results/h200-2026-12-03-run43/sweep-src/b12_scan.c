// ARGS: 257 3
// ARGS: 1 1
// Prefix sums, running scans, and loops with loop-carried dependences through memory.
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void shift_add(int *a, const int *b, int n, int d) {
  for (int i = d; i < n; i++) a[i] = a[i - d] + b[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int d = argc > 2 ? atoi(argv[2]) : 3;
  int *a = malloc(sizeof(int) * (n + 1)), *b = malloc(sizeof(int) * (n + 1));
  long *p = malloc(sizeof(long) * (n + 1));
  double *x = malloc(sizeof(double) * (n + 1));
  for (int i = 0; i < n; i++) { b[i] = (i * 29 + 3) % 17 - 8; a[i] = i % 4; x[i] = 1.0 / (i + 1); }
  p[0] = b[0];
  for (int i = 1; i < n; i++) p[i] = p[i - 1] + b[i];
  for (int i = 1; i < n; i++) a[i] = a[i - 1] + b[i];
  long as = 0;
  for (int i = 0; i < n; i++) as += a[i] * (long)(i + 1);
  printf("prefix last=%ld a=%ld\n", p[n - 1], as);
  // a[i+1] update (forward dependence)
  for (int i = 0; i + 1 < n; i++) a[i + 1] += a[i] / 2;
  as = 0;
  for (int i = 0; i < n; i++) as = as * 3 + a[i];
  printf("fwd=%ld\n", as);
  // distance from argv
  for (int i = 0; i < n; i++) a[i] = i & 7;
  shift_add(a, b, n, d);
  as = 0;
  for (int i = 0; i < n; i++) as += (long)a[i] * (i % 9 + 1);
  printf("shift%d=%ld\n", d, as);
  // backward read of later element already updated? (anti-dependence, safe either way)
  for (int i = 0; i + 1 < n; i++) b[i] = b[i + 1] - b[i];
  long bs = 0;
  for (int i = 0; i < n; i++) bs += b[i] * (long)(i + 2);
  printf("anti=%ld\n", bs);
  // running exponential scan in double
  for (int i = 1; i < n; i++) x[i] = 0.9 * x[i - 1] + 0.1 * x[i];
  printf("ema=%.12f\n", x[n - 1]);
  // 2D: column-wise scan (rows carry), row-wise independent
  int R = n / 8 + 1, C = 8;
  int *g = malloc(sizeof(int) * R * C);
  for (int i = 0; i < R * C; i++) g[i] = (i * 5) % 7;
  for (int i = 1; i < R; i++)
    for (int j = 0; j < C; j++) g[i * C + j] += g[(i - 1) * C + j];
  for (int i = 0; i < R; i++)
    for (int j = 1; j < C; j++) g[i * C + j] += g[i * C + j - 1];
  long gs = 0;
  for (int i = 0; i < R * C; i++) gs += g[i] ^ i;
  printf("grid=%ld R=%d\n", gs, R);
  // indirect dependence: a[idx[i]] += a[i] where idx collides
  for (int i = 0; i < n; i++) a[i] = i + 1;
  for (int i = 0; i < n; i++) a[(i * 7) % n] += a[i];
  as = 0;
  for (int i = 0; i < n; i++) as += a[i] * (long)(i + 1);
  printf("indirect=%ld\n", as);
  free(a); free(b); free(p); free(x); free(g);
  return 0;
}
