/* a[i + s] = a[i < k ? i + 1 : i] * 3 + 1 with s = -1, k = 0: iteration i + 1 writes a[i], which
 * iteration i reads. clang -O2 unrolls by 2; the arm groups p0 + 8*i + [4, 8) under 2i < k and under
 * 2i + 1 >= k share base and span. Launched at -O2 (single call, no cache involved).
 * usage: shift_arm N S K   (6 -1 0: wasmtime 0 1 2 13 16 19 22 25 28 9 ..., ours 0 1 2 13 58 19 76 ...) */
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) void sh(unsigned *a, int n, int s, int k) {
  for (int i = 0; i < n; i++) a[i + s] = a[i < k ? i + 1 : i] * 3u + 1u;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), s = atoi(argv[2]), k = atoi(argv[3]);
  unsigned *b = malloc(4 * (n + 8)), *a = b + 4;
  for (int i = 0; i < n + 8; i++) b[i] = i;
  sh(a, n, s, k);
  for (int i = 0; i < n + 8; i++) printf("%u ", b[i]);
  printf("\n");
  return 0;
}
