/* An upper triangle updated in main, its size from argv with a default, as programs write it:
 * clang -O2 runs each row's j loop with its remainder first (unrolled by 4), counting the
 * remainder from `(n + 3 + 3*i) & 3` and testing it with `(n - 1 - i) & 3`, in locals it
 * computes before the loop from n (and reuses elsewhere in main). The rewriter's nest
 * recomputes those locals from n (runtime/src/derived.rs), so both are the low bits of the
 * row's count and the row loop launches once, where it launched twice per row. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 17;
  int *a = malloc(sizeof(int) * (n * n + 1));
  for (int i = 0; i < n * n; i++) a[i] = (i * 31) % 97 - 40;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) a[i * n + j] += i - j;
  unsigned h = 0;
  for (int i = 0; i < n * n; i++) h = h * 31u + (unsigned)a[i];
  printf("n=%d h=%u\n", n, h);
  return 0;
}
