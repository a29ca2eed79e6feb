// ARGS: 4 -3
// ARGS: 4 2
// REPRO (sweep3A): a 2-D nest whose inner bound is negative at run time.
// Plain wasmtime prints "0" and exits 0. `tensor-wasm run --simulate` (with or without
// --no-cost-model, with or without --no-first-call-check) never finishes: the outer nest
// L4 (i = 0..nz, j = 0..m) is launched with the inner trip count m taken as unsigned
// (0xfffffffd), ignoring the inner loop's zero-trip guard (m > 0) that sits in the outer
// loop's body; the simulator's memory grows ~300 MB/s until it is OOM-killed (exit 137).
// m = 0 and m > 0 are fine. Same root cause as b03_image [1 97] (Sobel x = 1 .. w-1 with
// w = 1) and b11_stencil [5 1 7 3] (y = 1 .. ny-1 with ny = 1), at -O1 and -O2.
// With the cost model on, --dry-run counts the nest as one that would launch.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int nz = argc > 1 ? atoi(argv[1]) : 4;
  int m = argc > 2 ? atoi(argv[2]) : -3;
  int *v = calloc(nz * 8 + 8, sizeof(int));
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < m; y++) v[z * 8 + y] = z + y;
  long s = 0;
  for (int i = 0; i < nz * 8; i++) s += v[i];
  printf("%ld\n", s);
  return 0;
}
