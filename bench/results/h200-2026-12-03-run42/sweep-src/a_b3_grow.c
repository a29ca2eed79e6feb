// ARGS: 40 3000
// ARGS: 7 100000
// CFLAGS: -mbulk-memory
// Memory growth between kernels: realloc of growing arrays inside a time loop, memcpy/memset
// as bulk-memory instructions inside loops, then nests over the newly grown memory.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  int steps = atoi(argv[1]), grow = atoi(argv[2]);
  int n = 100; float *a = malloc(4 * n); int *rows = NULL;
  for (int i = 0; i < n; i++) a[i] = i * 0.5f;
  double tot = 0;
  for (int t = 0; t < steps; t++) {
    int nn = n + grow;
    a = realloc(a, 4 * (size_t)nn);
    for (int i = n; i < nn; i++) a[i] = a[i - n] * 0.5f + (float)t;
    n = nn;
    rows = realloc(rows, sizeof(int) * 64 * (t + 1));
    for (int r = 0; r <= t; r++) {
      memset(rows + 64 * r, r & 0xff, 4 * 32);
      memcpy(rows + 64 * r + 32, rows + 64 * (t - r), 4 * 32);
    }
    float s = 0;
    for (int i = 0; i < n; i += 3) s += a[i];
    tot += s;
    char *junk = malloc(1 << 16); memset(junk, t, 1 << 16); a[t] += junk[t * 7 % 65536]; free(junk);
  }
  long long rs = 0;
  for (int i = 0; i < 64 * steps; i++) rs += (long long)rows[i] * (i % 13 + 1);
  double sa = 0; for (int i = 0; i < n; i++) sa += a[i] * (i % 7 + 1);
  printf("n=%d tot=%.17g sa=%.17g rs=%lld\n", n, tot, sa, rs);
  return 0;
}
