// d06: long double (128-bit soft-float on wasm32) accumulation in loops next to the same sums in double.
// ARGS: 3001 7
// ARGS: 1 1
// ARGS: 1777 3
// CFLAGS: -lc-printscan-long-double
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 5u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]);
  double *a = malloc(sizeof(double) * n);
  long double *la = malloc(sizeof(long double) * n);
  for (int i = 0; i < n; i++) { a[i] = (lcg() % 100000) / 997.0 - 50.0; la[i] = a[i]; }
  long double ls = 0; double ds = 0;
  for (int i = 0; i < n; i++) { ls += (long double)a[i] * a[i] / (i + 1); ds += a[i] * a[i] / (i + 1); }
  for (int i = 0; i < n; i++) la[i] = la[i] * k + 1.0L / (i + 3);
  double *b = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) b[i] = (double)(la[i] * la[i]);
  long double lp = 1; double dp = 1;
  for (int i = 0; i < n && i < 200; i++) { lp *= 1.0L + 1e-3L * (i % 5); dp *= 1.0 + 1e-3 * (i % 5); }
  double bs = 0; float fs = 0;
  for (int i = 0; i < n; i++) { bs += b[i]; fs += (float)a[i]; }
  unsigned long long h = 0;
  for (int i = 0; i < n; i++) h = h * 1000003ull + (unsigned long long)(long long)(la[i] * 1000);
  printf("ls=%.6Lf ds=%.6f lp=%.10Lf dp=%.10f\n", ls, ds, lp, dp);
  printf("bs=%.6f fs=%.6f h=%llu diff=%.12Lf\n", bs, fs, h, ls - (long double)ds);
  return 0;
}
