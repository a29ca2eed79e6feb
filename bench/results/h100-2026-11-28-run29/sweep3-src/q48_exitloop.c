#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
// checks inside parallel loops whose failure path is exit() (after printf), assert(), abort() and
// __builtin_trap(), triggered at an index chosen by argv, inside a time loop (resident arrays) and outside
// ARGS: 17 3 0 -1
// ARGS: 17 3 0 5
// ARGS: 17 3 1 16
// ARGS: 17 3 2 0
// ARGS: 17 3 3 9
// ARGS: 17 3 4 12
// ARGS: 300 4 0 299
// ARGS: 300 4 1 150
// ARGS: 300 4 4 1
// ARGS: 2 2 0 1
static void __attribute__((noinline)) fail(int i) { printf("fail at %d\n", i); fflush(stdout); exit(40 + i % 10); }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), mode = atoi(argv[3]), bad = atoi(argv[4]);
  int *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = i + 1; b[i] = 0; }
  printf("start\n");
  for (int t = 0; t < T; t++) {
    if (t == T - 1 && bad >= 0 && bad < n) a[bad] = -t - 1;
    if (mode == 0) { for (int i = 0; i < n; i++) { if (a[i] < 0) { printf("neg %d at %d\n", a[i], i); exit(3); } b[i] = a[i] * 2; } }
    else if (mode == 1) { for (int i = 0; i < n; i++) { assert(a[i] > 0); b[i] = a[i] + 7; } }
    else if (mode == 2) { for (int i = 0; i < n; i++) { if (a[i] <= 0) abort(); b[i] = a[i] - 1; } }
    else if (mode == 3) { for (int i = 0; i < n; i++) { if (a[i] < 0) __builtin_trap(); b[i] = 100 / a[i]; } }
    else { for (int i = 0; i < n; i++) { if (a[i] < 0) fail(i); b[i] = a[i] ^ 5; } }
    for (int i = 0; i < n; i++) a[i] = b[i] % 1000 + 1;
    printf("t=%d %d\n", t, a[n / 2]);
  }
  long long s = 0; for (int i = 0; i < n; i++) s += a[i];
  printf("%lld\n", s);
  return 0;
}
