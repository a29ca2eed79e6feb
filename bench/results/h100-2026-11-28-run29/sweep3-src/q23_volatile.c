#include <stdio.h>
#include <stdlib.h>
// volatile accesses in loops (must stay in order), a volatile scalar accumulated in a loop, a loop
// storing to a volatile global last-value, plus normal kernels between them
// ARGS: 17
// ARGS: 0
// ARGS: 1
// ARGS: 3
// ARGS: 200
volatile int vg;
volatile float vf[256];
int main(int argc, char **argv) {
  int n = atoi(argv[1]); if (n > 256) n = 256;
  float *a = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) a[i] = (float)i * 0.5f;
  for (int i = 0; i < n; i++) vf[i] = a[i] * 2.0f;
  for (int i = 0; i < n; i++) vg = i * 3;
  for (int i = 0; i < n; i++) a[i] = vf[n - 1 - i] + a[i];
  volatile int acc = 0;
  for (int i = 0; i < n; i++) acc += (int)a[i];
  for (int i = 1; i < n; i++) vf[i] = vf[i - 1] + 1.0f;
  printf("%d %d %.9g %.9g\n", vg, acc, n ? vf[n - 1] : 0.0f, n ? a[n / 2] : 0.0f);
  return 0;
}
