// s05: integer division traps inside element-wise loops. Divisors come from an array in which
// element `zpos` is set to 0 when zpos is in range (argument 3; -1 = no zero). Loop order:
// i32 signed div (trap in loop 2), u32 rem (loop 3), i64 div (loop 4). Each loop prints its
// checksum before the next so the stdout before the trap must match too. Also a partial
// write: the loop that traps writes to an array that is printed by no one afterwards, but
// the earlier prints are flushed. Exit code and trap message must match wasmtime.
// ARGS: 5000 1 -1
// ARGS: 5000 1 4321
// ARGS: 300 2 299
// ARGS: 300 3 0
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t st;
static uint32_t rnd(void) { st = st * 1103515245u + 12345u; return st; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int mode = argc > 2 ? atoi(argv[2]) : 1;
  int zpos = argc > 3 ? atoi(argv[3]) : -1;
  if (n < 1) n = 1;
  if (n > 100000) n = 100000;
  st = 77;
  int32_t *a = malloc(4 * n), *dv = malloc(4 * n), *q = malloc(4 * n);
  uint32_t *ur = malloc(4 * n);
  int64_t *la = malloc(8 * n), *lq = malloc(8 * n);
  for (int i = 0; i < n; i++) {
    a[i] = (int32_t)(rnd() >> 1) - 0x20000000;
    dv[i] = (int32_t)(rnd() % 2001) - 1000;
    if (dv[i] == 0) dv[i] = 7;
    if (dv[i] == -1) dv[i] = -3;   // avoid INT_MIN / -1 (C UB)
    la[i] = ((int64_t)a[i] << 20) + i;
  }
  long long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  printf("pre n=%d mode=%d zpos=%d s=%lld\n", n, mode, zpos, s);
  // loop 1: all divisors nonzero
  for (int i = 0; i < n; i++) q[i] = a[i] / dv[i] + a[i] % dv[i];
  s = 0;
  for (int i = 0; i < n; i++) s += q[i];
  printf("loop1 %lld\n", s);
  fflush(stdout);
  if (zpos >= 0 && zpos < n) dv[zpos] = 0;
  if (mode == 1) {
    // loop 2: i32 signed division, traps at zpos
    for (int i = 0; i < n; i++) q[i] = a[i] / dv[i];
    s = 0;
    for (int i = 0; i < n; i++) s += q[i];
    printf("loop2 %lld\n", s);
  } else if (mode == 2) {
    // loop 3: u32 remainder, traps at zpos
    for (int i = 0; i < n; i++) ur[i] = (uint32_t)a[i] % (uint32_t)dv[i] + 1u;
    uint32_t h = 0;
    for (int i = 0; i < n; i++) h = h * 31u + ur[i];
    printf("loop3 %08x\n", h);
  } else {
    // loop 4: i64 division, divisor sign-extended from the i32 array
    for (int i = 0; i < n; i++) lq[i] = la[i] / (int64_t)dv[i] - la[i] % (int64_t)(dv[i] | 1);
    s = 0;
    for (int i = 0; i < n; i++) s += lq[i];
    printf("loop4 %lld\n", s);
  }
  fflush(stdout);
  // loop 5: unsigned 64-bit division by a value that is never zero
  uint64_t h = 0;
  for (int i = 0; i < n; i++) lq[i] = (int64_t)((uint64_t)la[i] / ((uint64_t)(uint32_t)dv[i] | 1u));
  for (int i = 0; i < n; i++) h = h * 31u + (uint64_t)lq[i];
  printf("loop5 %016llx\n", (unsigned long long)h);
  return zpos >= 0 ? 3 : 0;
}
