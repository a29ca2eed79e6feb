// ARGS: 97 3
// ARGS: 31 0
// ARGS: 2 -1
#include <stdio.h>
#include <stdlib.h>
static void shift(int *dst_dummy, int n) { (void)dst_dummy; (void)n; }
static void copy_off(int *dst, const int *src, int n, int off) {
  for (int i = 0; i < n; i++) dst[i] = src[i + off] + 1;
}
static void avg3(double *dst, const double *src, int n, int off) {
  for (int i = 1; i < n - 1; i++) dst[i] = (src[i - 1 + off] + src[i + off] + src[i + 1 + off]) / 3.0;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int off = argc > 2 ? atoi(argv[2]) : 3;
  if (n < 0) n = 0;
  int pad = 8;
  int *buf = calloc(n + 2 * pad + 16, sizeof(int));
  double *db = calloc(n + 2 * pad + 16, sizeof(double));
  for (int i = 0; i < n + 2 * pad + 16; i++) { buf[i] = (i * 17) % 31; db[i] = (i % 9) * 1.25; }
  int *b2 = calloc(n + 2 * pad + 16, sizeof(int));
  /* separate arrays */
  copy_off(b2 + pad, buf + pad, n, off);
  /* same buffer, shifted pointer: dst = buf+pad, src = buf+pad (reads overlap writes) */
  copy_off(buf + pad, buf + pad, n, off);
  avg3(db + pad, db + pad, n, off);
  /* inline stencil with run-time offset on same array */
  for (int i = pad; i < n + pad; i++) buf[i] = buf[i - off] * 2 - buf[i];
  long long cs = 0; double ds = 0;
  for (int i = 0; i < n + 2 * pad + 16; i++) { cs = cs * 13 + buf[i] + b2[i]; ds += db[i] * (i + 1); }
  printf("%lld %.5f\n", cs, ds);
  shift(0, 0);
  return 0;
}
