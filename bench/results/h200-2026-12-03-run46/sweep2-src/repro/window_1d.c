/* 1-D form of window_rows.c: a[i] = a[i >= lo && i < hi ? i - lo : i] * 3 + i. Refused at -O2, launched at -O1.
 * usage: window_1d N LO HI   (-O1, 3 1 3: wasmtime 3 10 32, ours 3 4 8) */
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) void win(unsigned *a, int n, int lo, int hi) {
  for (int i = 0; i < n; i++) a[i] = a[i >= lo && i < hi ? i - lo : i] * 3u + (unsigned)i;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), lo = atoi(argv[2]), hi = atoi(argv[3]);
  unsigned *a = malloc(4 * n);
  for (int i = 0; i < n; i++) a[i] = i + 1;
  win(a, n, lo, hi);
  for (int i = 0; i < n; i++) printf("%u ", a[i]);
  printf("\n");
  return 0;
}
