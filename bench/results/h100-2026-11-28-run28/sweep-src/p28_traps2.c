#include <stdio.h>
#include <stdlib.h>
// traps inside parallelizable loops: trunc of float to int out of range, __builtin_trap at index, divisor array with a zero, abort via exit code
// ARGS: 17 0 -1
// ARGS: 17 1 -1
// ARGS: 17 2 5
// ARGS: 17 3 16
// ARGS: 17 4 3
// ARGS: 100 1 -1
// ARGS: 100 2 99
// ARGS: 100 4 0
int main(int argc, char **argv) {
  int n = atoi(argv[1]), mode = atoi(argv[2]), at = atoi(argv[3]);
  float *f = malloc(4 * (n + 1)); int *a = malloc(4 * (n + 1)), *d = malloc(4 * (n + 1)), *r = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { f[i] = (i == at && mode == 1) ? 3e9f : i * 1.5f; d[i] = (i == at && mode == 3) ? 0 : i % 5 + 1; a[i] = i * 17; }
  printf("start\n"); fflush(stdout);
  if (mode <= 1) for (int i = 0; i < n; i++) r[i] = __builtin_wasm_trunc_s_i32_f32(f[i]);
  if (mode == 2) for (int i = 0; i < n; i++) { if (i == at) __builtin_trap(); r[i] = a[i] + 1; }
  if (mode == 3) for (int i = 0; i < n; i++) r[i] = a[i] / d[i];
  if (mode == 4) for (int i = 0; i < n; i++) { r[i] = a[i] - 1; if (i == at) exit(7); }
  long s = 0; for (int i = 0; i < n; i++) s += r[i];
  printf("%ld\n", s);
  return 0;
}
