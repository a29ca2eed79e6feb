#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// memcpy/memmove/memset with computed sizes inside a time loop around kernels: shifting window
// (memmove by t-dependent offset), partial zeroing, copy of a computed slice, ring buffer rotation
// ARGS: 17 5
// ARGS: 1 3
// ARGS: 2 4
// ARGS: 3 6
// ARGS: 37 9
// ARGS: 200 7
// ARGS: 20000 3
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  int *a = malloc(4 * (n + 4)), *b = malloc(4 * (n + 4));
  float *f = malloc(4 * (n + 4)), *g = malloc(4 * (n + 4));
  for (int i = 0; i < n + 4; i++) { a[i] = i * 5 % 11; b[i] = 0; f[i] = (float)i * 0.5f; g[i] = 0; }
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[i] * 3 + (a[(i + 1) % n] >> 1) + t;
    int sh = (t * 3) % (n ? n : 1);
    memmove(a + sh, b, 4 * (n - sh));
    memmove(a, b + (n - sh), 4 * sh);
    int z = (t * 7) % (n + 1);
    memset(b, 0, 4 * z);
    for (int i = 0; i < n; i++) g[i] = f[i] * 0.5f + (float)b[i];
    int lo = n / 3, len = n - lo - (t % 2);
    if (len > 0) memcpy(f + lo, g + lo, 4 * len);
    memmove(f + 1, f, 4 * (n > 0 ? n - 1 : 0));
    f[0] = (float)t;
  }
  long long s = 0; double fs = 0;
  for (int i = 0; i < n; i++) { s = s * 3 + a[i] + b[i]; fs += f[i] * (i % 5) + g[i]; }
  printf("%lld %.17g\n", s, fs);
  for (int i = 0; i < n && i < 12; i++) printf("%d %d %.9g %.9g\n", a[i], b[i], f[i], g[i]);
  return 0;
}
