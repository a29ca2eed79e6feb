#include <stdio.h>
#include <stdlib.h>
// unrolled loops with values carried between iterations and out of the loop, inside a time loop:
// running sum stored to an array, prev variables, sliding window of 3 and 5, a[i]=a[i-1]*c next to
// independent loops; the carried value is used after the loop
// ARGS: 17 3
// ARGS: 1 2
// ARGS: 2 2
// ARGS: 3 3
// ARGS: 4 1
// ARGS: 5 2
// ARGS: 6 2
// ARGS: 7 2
// ARGS: 41 4
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  float *a = malloc(4 * (n + 8)), *b = malloc(4 * (n + 8)), *c = malloc(4 * (n + 8)), *d = malloc(4 * (n + 8));
  int *p = malloc(4 * (n + 8)), *q = malloc(4 * (n + 8));
  for (int i = 0; i < n + 8; i++) { a[i] = (float)(i % 9) * 0.5f - 1.0f; b[i] = (float)(i % 4); c[i] = 0; d[i] = 0; p[i] = i * 3 - 7; q[i] = 0; }
  float tail = 0; int ptail = 0;
  for (int t = 0; t < T; t++) {
    float run = 0.0f;
    for (int i = 0; i < n; i++) { run += a[i]; c[i] = run; }
    tail += run;
    float prev = b[0];
    for (int i = 1; i < n; i++) { float cur = b[i]; d[i] = cur - prev; prev = cur; }
    d[0] = prev;
    for (int i = 2; i < n; i++) b[i] = (a[i - 2] + a[i - 1] + a[i]) * 0.25f + b[i] * 0.25f;
    for (int i = 4; i < n; i++) c[i] = c[i] + 0.1f * (a[i - 4] + a[i - 3] + a[i - 2] + a[i - 1] + a[i]);
    for (int i = 1; i < n; i++) a[i] = a[i - 1] * 0.5f + (float)t;
    for (int i = 0; i < n; i++) q[i] = p[i] * 2 + t;
    int w0 = 0, w1 = 0;
    for (int i = 0; i < n; i++) { int x = q[i]; p[i] = w0 + w1 + x; w0 = w1; w1 = x; }
    ptail += w0 - w1;
  }
  printf("tail=%.9g ptail=%d\n", tail, ptail);
  for (int i = 0; i < n; i++) printf("%.9g %.9g %.9g %.9g %d %d\n", a[i], b[i], c[i], d[i], p[i], q[i]);
  return 0;
}
