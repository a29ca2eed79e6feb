#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
// float special values through kernels in a time loop: -0.0, inf, NaN with payloads (printed as bits),
// denormals flushing or not, fmin/fmax with NaN, copysign, signbit, nextafter
// ARGS: 17 3
// ARGS: 1 1
// ARGS: 2 2
// ARGS: 9 4
// ARGS: 40 2
static unsigned fb(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static float bf(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
static unsigned long long db(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)), *c = malloc(4 * (n + 1));
  double *d = malloc(8 * (n + 1));
  for (int i = 0; i < n; i++) {
    switch (i % 8) {
      case 0: a[i] = bf(0x7fc00000u | (unsigned)(i * 977)); break;   // quiet NaN with payload
      case 1: a[i] = -0.0f; break;
      case 2: a[i] = bf(0x00000001u + i); break;                  // denormal
      case 3: a[i] = INFINITY; break;
      case 4: a[i] = -INFINITY; break;
      case 5: a[i] = bf(0xffc00000u | (unsigned)i); break;           // negative NaN payload
      case 6: a[i] = 1e-38f * (float)i; break;
      default: a[i] = (float)i - 3.5f;
    }
    b[i] = (float)(i % 3) - 1.0f;  // -1, 0, 1
    d[i] = (double)a[i];
  }
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) c[i] = copysignf(fabsf(a[i]) * 0.5f, b[i]);
    for (int i = 0; i < n; i++) b[i] = fminf(a[i], b[i]) + fmaxf(c[i], -0.0f) * 0.0f;
    for (int i = 0; i < n; i++) d[i] = d[i] * 0.5 + (signbit(c[i]) ? -1e-310 : 1e-310);
    for (int i = 0; i < n; i++) a[i] = a[i] * 1e-20f * 1e-19f + (isnan(a[i]) ? 0.0f : 0.0f);
    printf("t=%d %08x %08x %08x %016llx\n", t, fb(a[n - 1]), fb(b[n / 2]), fb(c[0]), db(d[n - 1]));
  }
  for (int i = 0; i < n; i++) {
    // canonicalize NaN signs/payloads only through the bit pattern classes to stay deterministic
    unsigned ua = fb(a[i]), ub = fb(b[i]), uc = fb(c[i]);
    printf("%d %08x %08x %08x %016llx %d %d\n", i, ua, ub, uc, db(d[i]), isnan(a[i]) != 0, fpclassify(b[i]));
  }
  return 0;
}
