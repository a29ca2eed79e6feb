#include <stdio.h>
#include <stdlib.h>
// time loop where host code writes a value computed from a device-resident array into a third array at
// an index loaded from memory (read_back then write_back of a dependent address), an index array
// updated by a kernel, and a kernel gathering through it
// ARGS: 17 5
// ARGS: 1 2
// ARGS: 2 3
// ARGS: 3 4
// ARGS: 50 7
// ARGS: 513 3
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  int *idx = malloc(4 * (n + 1)); float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)), *c = calloc(n + 1, 4);
  for (int i = 0; i < n; i++) { idx[i] = (i * 7) % n; a[i] = (float)i; b[i] = 0; }
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[idx[i]] * 0.5f + c[i];
    int j = idx[t % n];
    c[j] = b[j] + 1.0f;
    for (int i = 0; i < n; i++) idx[i] = (idx[i] + 3) % n;
    for (int i = 0; i < n; i++) a[i] = b[i] + c[(i + 1) % n];
  }
  for (int i = 0; i < n; i++) printf("%d %.9g %.9g %.9g\n", idx[i], a[i], b[i], c[i]);
  return 0;
}
