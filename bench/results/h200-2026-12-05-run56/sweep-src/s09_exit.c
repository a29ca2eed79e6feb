// s09: exit() called from inside a loop when a data condition holds, and nonzero return codes
// from main. Loop 1 is element-wise and clean; loop 2 scans for a sentinel and calls
// exit(code) from the loop body on the first element that matches (the exit code depends on
// the element index); loop 3 writes in place and calls exit from the middle of the loop after
// writes of earlier iterations (the output printed by an atexit handler shows the state, so
// writes of later iterations must not be visible). Otherwise main returns a code from data.
// Argument 3 (dz) zeroes a divisor used in loop 2: whichever of the exit (at sent) and the
// division trap (at dz) comes first in iteration order must win.
// ARGS: 20000 -1
// ARGS: 20000 12345
// ARGS: 500 0
// ARGS: 500 -2
// ARGS: 4096 -3
// ARGS: 20000 12345 5000
// ARGS: 20000 5000 12345
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXN 20000
static int32_t a[MAXN], b[MAXN], c[MAXN];
static int gn;

static void report(void) {
  uint32_t h = 0;
  for (int i = 0; i < gn; i++) h = h * 31u + (uint32_t)b[i];
  printf("atexit b=%08x b0=%d blast=%d\n", h, b[0], b[gn - 1]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int sent = argc > 2 ? atoi(argv[2]) : -1;
  int dz = argc > 3 ? atoi(argv[3]) : -1;
  if (n < 2) n = 2;
  if (n > MAXN) n = MAXN;
  gn = n;
  uint32_t st = 42;
  for (int i = 0; i < n; i++) {
    st = st * 1103515245u + 12345u;
    a[i] = (int32_t)((st >> 8) % 1000000) + 1;
    c[i] = (int32_t)(st % 97) + 1;
  }
  if (dz >= 0 && dz < n) c[dz] = 0;
  if (sent >= 0 && sent < n) a[sent] = 0;
  atexit(report);
  // loop 1: clean element-wise
  for (int i = 0; i < n; i++) b[i] = a[i] * 3 - i;
  printf("loop1 b0=%d\n", b[0]);
  fflush(stdout);
  // loop 2: exit from inside the loop at the first zero element
  for (int i = 0; i < n; i++) {
    if (a[i] == 0) exit(10 + i % 50);   // no printf here, so the loop can launch
    b[i] += (a[i] & 7) + 1000 / c[i];
  }
  printf("loop2 done\n");
  // loop 3: in-place update, exit when the running value crosses a threshold at i = n/2 when
  // sent == -2
  for (int i = 0; i < n; i++) {
    b[i] = b[i] * 2 + 1;
    if (sent == -2 && i == n / 2) exit(77);
  }
  printf("loop3 done\n");
  // loop 4: compute the return code from data
  int cnt = 0;
  for (int i = 0; i < n; i++) cnt += (b[i] & 1);
  if (sent == -3) {
    for (int i = 0; i < n; i++) b[i] ^= 0x5a5a;
    return cnt % 200 + 1;
  }
  printf("cnt=%d\n", cnt);
  return 0;
}
