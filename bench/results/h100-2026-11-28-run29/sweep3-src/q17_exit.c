#include <stdio.h>
#include <stdlib.h>
// exit codes: return non-zero from main, exit() inside a time loop after kernels ran,
// abort() after a kernel, exit with buffered stdout not yet flushed
// ARGS: 0 17 5
// ARGS: 1 17 5
// ARGS: 2 17 5
// ARGS: 3 17 5
// ARGS: 4 17 5
// ARGS: 1 1 1
// ARGS: 2 40 0
// ARGS: 3 300 3
int main(int argc, char **argv) {
  int mode = atoi(argv[1]), n = atoi(argv[2]), T = atoi(argv[3]);
  int *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[i] * 2 + t;
    for (int i = 0; i < n; i++) a[i] = b[i] % 1000;
    printf("t=%d a=%d\n", t, a[n - 1]);
    if (mode == 1 && t == T / 2) exit(a[n / 2] % 200 + 3);
    if (mode == 2 && t == T - 1) abort();
    if (mode == 4 && a[0] > 10) { printf("bail %d\n", a[0]); exit(7); }
  }
  for (int i = 0; i < n; i++) printf("%d ", a[i]);
  printf("\n");
  if (mode == 3) return (a[n - 1] & 0x7f) + 1;
  return 0;
}
