#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
// plain C loops that -O3 -msimd128 vectorizes, over NaNs with different payloads and signs in both
// operands (quiet and signalling), printed as bits: add, sub, mul, div, sqrt, fabs, neg, promote, demote,
// compare-select (pmin-like), conversions
// ARGS: 16
// ARGS: 40
// ARGS: 3
static const uint32_t pat[8] = { 0x7fc00001u, 0xffc00002u, 0x7f800003u, 0xff800004u, 0x3f800000u, 0x80000000u, 0x7fffffffu, 0xffa00000u };
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  uint32_t *a = malloc(4 * n), *b = malloc(4 * n); uint32_t *o = malloc(4 * 8 * n); uint64_t *d = malloc(8 * n); float *fa, *fb;
  for (int i = 0; i < n; i++) { a[i] = pat[i % 8]; b[i] = pat[(i * 3 + 1) % 8]; }
  fa = (float *)a; fb = (float *)b;
  float *o0 = (float *)o, *o1 = o0 + n, *o2 = o1 + n, *o3 = o2 + n, *o4 = o3 + n, *o5 = o4 + n, *o6 = o5 + n, *o7 = o6 + n;
  double *dd = (double *)d;
  for (int i = 0; i < n; i++) o0[i] = fa[i] + fb[i];
  for (int i = 0; i < n; i++) o1[i] = fa[i] - fb[i];
  for (int i = 0; i < n; i++) o2[i] = fb[i] * fa[i];
  for (int i = 0; i < n; i++) o3[i] = fa[i] / fb[i];
  for (int i = 0; i < n; i++) o4[i] = sqrtf(fa[i]);
  for (int i = 0; i < n; i++) o5[i] = -fabsf(fb[i]);
  for (int i = 0; i < n; i++) o6[i] = fa[i] < fb[i] ? fa[i] : fb[i];
  for (int i = 0; i < n; i++) o7[i] = (float)((double)fa[i] * 2.0);
  for (int i = 0; i < n; i++) dd[i] = (double)fb[i] + 1.0;
  uint32_t h = 0;
  for (int i = 0; i < 8 * n; i++) { h = h * 31 + o[i]; if (i % n < 8) printf("%08x%c", o[i], i % n == 7 || i % n == n - 1 ? '\n' : ' '); }
  for (int i = 0; i < n && i < 8; i++) printf("%016llx ", (unsigned long long)d[i]);
  printf("\n%08x\n", h);
  return 0;
}
