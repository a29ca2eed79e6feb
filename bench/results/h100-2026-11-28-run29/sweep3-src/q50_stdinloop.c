#include <stdio.h>
#include <stdlib.h>
// reading stdin between launches: every k-th step a paused call reads numbers (scanf) or raw bytes (fread)
// straight into arrays the kernels keep on the device
// STDIN: 5 3 9 1 7 2 8 6 4 0 11 13 17 19 23 29 31 37 41 43 47 53 59 61 67 71 73 79 83 89 97 101 103 107 109 113 127 131 137 139 149 151 157 163 167 173 179 181 191 193 197 199 zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz
// ARGS: 7 6 2 0
// ARGS: 7 6 2 1
// ARGS: 7 9 3 0
// ARGS: 7 9 3 1
// ARGS: 1 4 1 0
// ARGS: 33 5 2 1
__attribute__((noinline)) static int read_ints(int *a, int n) { int c = 0; for (int i = 0; i < n; i++) { int v; if (scanf("%d", &v) == 1) { a[i] = v; c++; } } return c; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), k = atoi(argv[3]), mode = atoi(argv[4]);
  int *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
  int got = 0;
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[i] * 3 + t;
    if (t % k == 0) { if (mode == 0) got += read_ints(a, n); else got += (int)fread(a, 1, 4 * n > 20 ? 20 : 4 * n, stdin); }
    for (int i = 0; i < n; i++) a[i] = (a[i] + b[i]) % 10007;
  }
  for (int i = 0; i < n; i++) printf("%d ", a[i]);
  printf("\ngot=%d\n", got);
  return 0;
}
