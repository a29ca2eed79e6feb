#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
// libc's own memcpy/memmove/memset/memcmp/memchr loops (C loops in wasi-libc, judged as nests) with
// every source/destination misalignment 0..7 and lengths around the word/unroll boundaries, overlapping
// memmove both directions
// ARGS: 0
// ARGS: 1
// ARGS: 7
// ARGS: 33
// ARGS: 100
// ARGS: 1000
// ARGS: 70000
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int L = n + 64;
  uint8_t *a = malloc(L), *b = malloc(L), *c = malloc(L);
  uint32_t h = 0;
  for (int so = 0; so < 8; so++)
    for (int d = 0; d < 8; d++) {
      for (int i = 0; i < L; i++) { a[i] = (uint8_t)(i * 7 + so); b[i] = 0xee; c[i] = (uint8_t)(i * 13 + d); }
      memcpy(b + d, a + so, n);
      memmove(c + d, c + so, n);              // overlapping, either direction
      memset(a + d, so * 17, n / 2 + d);
      int cm = memcmp(b + d, a + so, n);
      uint8_t *ch = memchr(c, (uint8_t)(so * 13 + d * 3), n + d);
      for (int i = 0; i < L; i++) h = h * 31 + a[i] + b[i] * 3 + c[i] * 5;
      h = h * 7 + (uint32_t)(cm > 0) - (uint32_t)(cm < 0) + (uint32_t)(ch ? ch - c : -1);
    }
  printf("%08x\n", h);
  return 0;
}
