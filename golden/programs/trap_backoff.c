/* A loop with a trap exit (`__builtin_trap` where an element is negative) whose nest
 * declines every call under the cost model (ten elements), so after eight declines it backs
 * off: its calls run the region's original code in the skip gate. A negative element near
 * the end must trap there as in plain wasmtime (the gate's `if` is one more frame for the
 * trap's branch to leave). */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) void twice_plus_one(int *a, int n) {
  for (int i = 0; i < n; i++) {
    if (a[i] < 0) __builtin_trap();
    a[i] = a[i] * 2 + 1;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 300;
  int poison = argc > 2 ? atoi(argv[2]) : 1;
  int *a = calloc(n + 64, sizeof(int));
  for (int r = 0; r < n; r++) {
    if (poison && r == n - 5) a[r + 3] = -1;
    twice_plus_one(a + r, 10);
  }
  long long s = 0;
  for (int i = 0; i < n + 64; i++) s += a[i];
  printf("%lld\n", s);
  return 0;
}
