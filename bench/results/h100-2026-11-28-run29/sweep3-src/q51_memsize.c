#include <stdio.h>
#include <stdlib.h>
// memory.size read inside parallel loops while the memory grows between calls (malloc of big blocks and
// __builtin_wasm_memory_grow directly), loops indexing near the end of the memory computed from memory.size
// ARGS: 17 3
// ARGS: 1 1
// ARGS: 100 4
__attribute__((noinline)) static void fill(int *a, int n) { for (int i = 0; i < n; i++) a[i] = i + (int)__builtin_wasm_memory_size(0); }
__attribute__((noinline)) static void grow_in_loop(int *a, int n) { for (int i = 0; i < n; i++) a[i] += (i == n - 1) ? (int)__builtin_wasm_memory_grow(0, 1) : 1; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  int *a = malloc(4 * (n + 1));
  long long s = 0;
  for (int t = 0; t < T; t++) {
    fill(a, n);
    for (int i = 0; i < n; i++) s += a[i];
    malloc(70000 * (t + 1));
    grow_in_loop(a, n);
    for (int i = 0; i < n; i++) s = s * 3 + a[i];
    unsigned long top = __builtin_wasm_memory_size(0) * 65536ul;
    int *end = (int *)(top - 4 * (unsigned long)n);
    for (int i = 0; i < n; i++) end[i] = a[i] * 2 + t;
    for (int i = 0; i < n; i++) s += end[n - 1 - i];
  }
  printf("%lld %lu\n", s, (unsigned long)__builtin_wasm_memory_size(0));
  return 0;
}
