// ARGS: 97 1073741823 1073741825
// ARGS: 31 -1 1
// ARGS: 2 1073741823 1073741825
#include <stdio.h>
#include <stdlib.h>
/* wasm32 addresses wrap mod 2^32: a[i + (1<<30) - 1] is a[i - 1], a[i * ((1<<30) + 1)] is a[i] */
__attribute__((noinline)) static void shiftread(int *a, int off, int n) {
  for (int i = 1; i < n; i++) a[i] = a[i + off] + 1;
}
__attribute__((noinline)) static void stride_store(int *a, int s, int n) {
  for (int i = 0; i + 1 < n; i++) a[i * s + 1] = a[i] * 2 + 1;
}
__attribute__((noinline)) static void copy2(int *dst, int *src, int n) {
  for (int i = 0; i < n; i++) dst[i] = src[i] + 3;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int off = argc > 2 ? atoi(argv[2]) : 1073741823;
  int s = argc > 3 ? atoi(argv[3]) : 1073741825;
  if (n < 0) n = 0;
  int *a = calloc(n + 4, sizeof(int));
  int *b = calloc(n + 4, sizeof(int));
  for (int i = 0; i < n + 4; i++) { a[i] = i % 7; b[i] = i % 5; }
  shiftread(a + 1, off, n);
  stride_store(b, s, n);
  /* pointer computed with wrapping offset: dst = a + 1 via a huge offset */
  int *d = (int *)((unsigned long)a + 4u + (unsigned long)(unsigned)(off - off));
  int *q = (int *)((unsigned)(unsigned long)a + (unsigned)off * 4u + 8u); /* off=2^30-1 -> a+4 */
  if (off == 1073741823) copy2(q, a, n); else copy2(d, b, n);
  long long cs = 0;
  for (int i = 0; i < n + 4; i++) cs = cs * 7 + a[i] + 3 * b[i];
  printf("%lld\n", cs);
  return 0;
}
