// Loops with checks that trap: __builtin_trap(), abort() and assert(); MODE 1-3 makes one fail
// (auto mode launches the loops; a failing check reruns natively and ends the program as
// wasmtime does). Usage: checks MODE
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
__attribute__((noinline)) void scale(int n, const int *a, const int *b, int *c) {
  for (int i = 0; i < n; i++) { if (b[i] == 0) __builtin_trap(); c[i] = a[i] / b[i]; }
}
__attribute__((noinline)) void scale2(int n, const int *a, const int *b, int *c) {
  for (int i = 0; i < n; i++) { if (b[i] == 0) abort(); c[i] = a[i] * b[i]; }
}
__attribute__((noinline)) void scale3(int n, const int *a, int *c, int len) {
  for (int i = 0; i < n; i++) { assert(i < len); c[i] = a[i] + 1; }
}
int main(int argc, char **argv) {
  int n = 1000, mode = argc > 1 ? atoi(argv[1]) : 0;
  int *a = malloc(4 * n), *b = malloc(4 * n), *c = malloc(4 * n);
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = i % 7 + 1; }
  if (mode == 1 || mode == 2) b[777] = 0;
  printf("before\n"); fflush(stdout);
  if (mode != 2) scale(n, a, b, c);
  scale2(n, a, b, c);
  scale3(n, a, c, mode == 3 ? 500 : n);
  long s = 0; for (int i = 0; i < n; i++) s += c[i];
  printf("%ld\n", s);
  return 0;
}
