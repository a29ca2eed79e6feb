#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
// NaN bits, signed zeros, subnormals, inf, fmin/fmax with NaN, printed as hex bits
// ARGS: 17 0
// ARGS: 17 1
// ARGS: 1 0
// ARGS: 2 1
// ARGS: 40 0
static unsigned fb(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static unsigned long long db(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]); float z = (float)atoi(argv[2]);  // z = 0 or 1
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)), *c = malloc(4 * (n + 1)), *e = malloc(4 * (n + 1));
  double *d = malloc(8 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (i % 4 == 0) ? z / z : (i % 4 == 1 ? -0.0f : (i % 4 == 2 ? 1e-40f * i : (float)i / z)); b[i] = (float)(i - n / 2) * 1e-39f; }
  for (int i = 0; i < n; i++) c[i] = a[i] * b[i] + a[i];
  for (int i = 0; i < n; i++) e[i] = fminf(a[i], b[i]) + fmaxf(b[i], a[i]) * 0.5f;
  for (int i = 0; i < n; i++) d[i] = (double)a[i] - sqrt((double)b[i]) ;
  for (int i = 0; i < n; i++) b[i] = -a[i];
  for (int i = 0; i < n; i++) a[i] = a[i] * 1e-30f * 1e-10f;  // subnormal / zero
  for (int i = 0; i < n; i++) printf("%08x %08x %08x %08x %016llx\n", fb(a[i]), fb(b[i]), fb(c[i]), fb(e[i]), db(d[i]));
  return 0;
}
