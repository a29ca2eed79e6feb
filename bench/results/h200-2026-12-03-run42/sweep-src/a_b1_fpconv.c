// ARGS: 1000 0
// ARGS: 1000 1
// CFLAGS: -mnontrapping-fptoint
// Saturating float->int conversions with NaN/inf/out-of-range, then (mode 1) a trapping one.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
__attribute__((noinline)) static void conv(int n, const float *f, int *o, unsigned *u, long long *l, short *s) {
  for (int i = 0; i < n; i++) { o[i] = (int)f[i]; u[i] = (unsigned)f[i]; l[i] = (long long)(f[i] * 1e10f); s[i] = (short)(int)f[i]; }
}
__attribute__((noinline)) static void trapconv(int n, const float *f, int *o) {
  for (int i = 0; i < n; i++) o[i] = __builtin_wasm_trunc_s_i32_f32(f[i]);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), mode = atoi(argv[2]);
  float *f = malloc(4 * n); int *o = malloc(4 * n); unsigned *u = malloc(4 * n); long long *l = malloc(8 * n); short *s = malloc(2 * n);
  for (int i = 0; i < n; i++) {
    switch (i % 6) {
      case 0: f[i] = NAN; break;
      case 1: f[i] = (i & 8) ? INFINITY : -INFINITY; break;
      case 2: f[i] = 3.0e9f * ((i & 16) ? 1 : -1); break;
      case 3: f[i] = -0.75f * i; break;
      case 4: f[i] = 1e-40f * i; break; /* denormal */
      default: f[i] = (float)i * 12345.678f; break;
    }
  }
  conv(n, f, o, u, l, s);
  long long so = 0, su = 0, sl = 0, ss = 0;
  for (int i = 0; i < n; i++) { so += o[i]; su += u[i]; sl ^= l[i] + i; ss += s[i]; }
  double dn = 0; for (int i = 0; i < n; i++) if (i % 6 == 4) dn += f[i] * 1e30f;
  printf("so=%lld su=%lld sl=%lld ss=%lld dn=%a\n", so, su, sl, ss, dn);
  fflush(stdout);
  if (mode == 1) { for (int i = 0; i < n; i++) if (i % 6 == 0) f[i] = 1.5f * i; f[n - 5] = 3.0e9f; trapconv(n, f, o); printf("no trap? %d\n", o[3]); }
  return 0;
}
