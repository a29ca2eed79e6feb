// s06: out-of-bounds memory traps inside gather/scatter loops, and traps inside loops that
// update memory in place (so a re-run after a partial parallel run would see changed data).
// idx[] is an index array; when `bad` >= 0, idx[bad] = 0x3f000000 (int index: byte offset
// 0xFC000000 added to a small base, past the memory; 0x3fffffff would wrap to base - 4) and the gather traps. Mode 2 is an in-place loop:
// a[i] -= 1 then gathers tab[a[i] * K] where a value that reaches 0 divides by zero in
// sequential order traps only at `bad` (see below). Stack array for the gather table.
// Modes 4-6 load 4 bytes (unaligned, through memcpy) at byte addresses taken from an offset
// array; at `bad` the address is memory.size - 2 (mode 4: straddles the end, traps),
// memory.size - 4 (mode 5: the last word, in bounds, must not trap) or memory.size
// (mode 6: just past the end, traps).
// ARGS: 20000 1 -1
// ARGS: 20000 1 15000
// ARGS: 500 2 -1
// ARGS: 500 2 400
// ARGS: 500 3 123
// ARGS: 3000 4 2000
// ARGS: 3000 5 2000
// ARGS: 3000 6 2999
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t st;
static uint32_t rnd(void) { st = st * 1103515245u + 12345u; return st >> 4; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int mode = argc > 2 ? atoi(argv[2]) : 1;
  int bad = argc > 3 ? atoi(argv[3]) : -1;
  if (n < 1) n = 1;
  if (n > 50000) n = 50000;
  st = 99;
  int tab[1024];                       // stack table, 4 KB
  for (int k = 0; k < 1024; k++) tab[k] = k * 37 - 500;
  int *idx = malloc(4 * n), *out = malloc(4 * n), *a = malloc(4 * n);
  for (int i = 0; i < n; i++) {
    idx[i] = (int)(rnd() % 1024);
    a[i] = 2 + (int)(rnd() % 50);
  }
  if (bad >= 0 && bad < n) idx[bad] = 0x3f000000;
  long long s = 0;
  for (int i = 0; i < n; i++) s += idx[i];
  printf("pre n=%d mode=%d bad=%d s=%lld\n", n, mode, bad, s);
  fflush(stdout);
  if (mode == 1) {
    // loop 1: gather through an index array (traps at bad), reading a stack array
    for (int i = 0; i < n; i++) out[i] = tab[idx[i]] * 3 + i;
    s = 0;
    for (int i = 0; i < n; i++) s += out[i];
    printf("gather %lld\n", s);
  } else if (mode == 2) {
    // loop 2: in-place decrement, then a gather that traps at bad (OOB). Iterations before
    // bad also decrement; a[0] is 2 so a second decrement would make it 0 and a re-run from
    // scratch on changed memory would trap with a division by zero at i = 0 instead.
    a[0] = 2;
    for (int i = 0; i < n; i++) {
      int v = a[i] - 1;
      a[i] = v;
      out[i] = 1000 / v + tab[idx[i]];
    }
    s = 0;
    for (int i = 0; i < n; i++) s += out[i] + a[i];
    printf("inplace %lld\n", s);
  } else if (mode >= 4) {
    // loop 5: byte-addressed 4-byte loads near the end of linear memory
    uintptr_t memsz = (uintptr_t)__builtin_wasm_memory_size(0) * 65536u;
    const unsigned char *base = (const unsigned char *)(uintptr_t)(argc > 99 ? 1 : 0);
    uint32_t *off = malloc(4 * n);
    for (int i = 0; i < n; i++) off[i] = (uint32_t)(uintptr_t)&tab[idx[i] & 1023];
    if (bad >= 0 && bad < n) off[bad] = (uint32_t)(memsz - (mode == 4 ? 2 : mode == 5 ? 4 : 0));
    if (mode == 5 && bad >= 0 && bad < n) memcpy((unsigned char *)(uintptr_t)(memsz - 4), "WXYZ", 4);
    for (int i = 0; i < n; i++) {
      int v;
      memcpy(&v, base + off[i], 4);
      out[i] = v + i;
    }
    s = 0;
    for (int i = 0; i < n; i++) s += out[i];
    printf("edge %lld\n", s);
  } else {
    // loop 3: scatter out of bounds at bad (the store traps), after earlier in-place writes
    for (int i = 0; i < n; i++) {
      a[i] = a[i] * 2 + 1;
      out[idx[i] % 64 + (idx[i] >= 1024 ? idx[i] : 0)] = a[i];
    }
    s = 0;
    for (int i = 0; i < 64 && i < n; i++) s += out[i];
    printf("scatter %lld\n", s);
  }
  fflush(stdout);
  // loop 4: a clean gather afterwards (only reached without a trap)
  for (int i = 0; i < n; i++) out[i] = tab[(idx[i] & 1023)] - a[i];
  s = 0;
  for (int i = 0; i < n; i++) s += out[i];
  printf("post %lld\n", s);
  return 0;
}
