// ARGS: 50 0 0
// ARGS: 50 7 0
// ARGS: 40 0 3
// ARGS: 97 0 -1
// ARGS: 33 20 2
// ARGS: 33 9 4
// Traps and exits only at some arguments: division by zero, out-of-bounds index, exit(3) in loop.
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 50;
  int zpos = argc > 2 ? atoi(argv[2]) : 0;   // if >0, divisor zero at index zpos
  int mode = argc > 3 ? atoi(argv[3]) : 0;   // 3: exit(3) in loop; -1: bad index; 2: urem; 4: INT_MIN/-1
  int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n), *c = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) { a[i] = i * 97 + 13; b[i] = (i % 11) + 1; }
  if (zpos > 0 && zpos < n) b[zpos] = 0;
  if (mode == 4 && zpos < n) { a[zpos] = -2147483647 - 1; b[zpos] = -1; }
  long s = 0;
  if (mode != 2)
    for (int i = 0; i < n; i++) c[i] = a[i] / b[i];
  else
    for (int i = 0; i < n; i++) c[i] = (int)((unsigned)a[i] % (unsigned)b[i]);
  for (int i = 0; i < n; i++) s += c[i];
  printf("div s=%ld\n", s);
  fflush(stdout);
  if (mode == 3) {
    for (int i = 0; i < n; i++) {
      c[i] = c[i] * 2 + 1;
      if (i == n / 2) { printf("exiting at %d c=%d\n", i, c[i]); exit(3); }
    }
  }
  if (mode == -1) {
    // bad index far outside linear memory
    int bad = 0x7ffffff0 / 4;
    int *idx = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) idx[i] = (i == n - 3) ? bad : i;
    long t = 0;
    for (int i = 0; i < n; i++) t += a[idx[i]];
    printf("t=%ld\n", t);
    volatile int *far = (int *)(size_t)0xfffffff0u;
    for (int i = 0; i < n; i++) far[i] = i;
    printf("unreachable\n");
  }
  long u = 0;
  for (int i = 0; i < n; i++) u += (long)c[i] * (i & 3);
  printf("u=%ld\n", u);
  free(a); free(b); free(c);
  return 0;
}
