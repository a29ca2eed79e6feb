#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// memory growth between launches: malloc of growing buffers inside a time loop (memory.grow while
// arrays are kept on the device), realloc that moves an array, free and reuse of addresses
// ARGS: 17 5
// ARGS: 1 3
// ARGS: 1000 4
// ARGS: 30000 4
// ARGS: 70000 3
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  float *a = malloc(4 * n), *b = malloc(4 * n);
  for (int i = 0; i < n; i++) { a[i] = (float)(i % 10); b[i] = 0; }
  float *junk[16] = {0};
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[i] * 0.5f + (float)t;
    junk[t % 16] = malloc((size_t)(t + 1) * 300000);   // forces memory.grow
    memset(junk[t % 16], t, 1000);
    for (int i = 0; i < n; i++) a[i] = b[i] + a[(i + 1) % n];
    if (t % 2 == 1) { float *c = realloc(a, 4 * (size_t)n * (t + 2)); if (!c) return 9; a = c; }
    if (t == 2) { free(b); b = malloc(4 * n); memset(b, 0, 4 * n); }
  }
  double s = 0; for (int i = 0; i < n; i++) s += a[i] * (i % 3 + 1);
  printf("%.17g %.9g %.9g\n", s, a[0], a[n - 1]);
  return 0;
}
