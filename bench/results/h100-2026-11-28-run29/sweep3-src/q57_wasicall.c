#include <stdio.h>
#include <stdlib.h>
#include <wasi/api.h>
// WASI imports called directly from a time loop between kernels (fd_write of a buffer the kernel just
// wrote, random_get-free, clock-free): the host reads/writes linear memory itself
// ARGS: 17 4
// ARGS: 1 2
// ARGS: 40 3
// ARGS: 300 2
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  char *a = malloc(n + 2), *b = malloc(n + 2);
  for (int i = 0; i < n; i++) { a[i] = (char)(i % 26); b[i] = 0; }
  b[n] = '\n';
  __wasi_ciovec_t iov = { (const uint8_t *)b, (size_t)n + 1 };
  __wasi_size_t nw = 0, total = 0;
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = (char)('a' + (a[i] * 3 + t) % 26);
    __wasi_fd_write(1, &iov, 1, &nw);
    for (int i = 0; i < n; i++) a[i] = (char)((b[i] - 'a' + i) % 26);
  }
  total += nw;
  printf("total=%u\n", (unsigned)total);
  return 0;
}
