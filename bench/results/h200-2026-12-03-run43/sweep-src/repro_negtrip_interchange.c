// ARGS: 4 -3
// ARGS: 4 3
// REPRO (sweep3A), same root cause as repro_negtrip.c through another transformation:
// at -O1 the outer z loop is sequential (distance-1 dependence through v[z*8+7]) and detect
// offers "interchange: the iterations of L5 are the threads"; with m = -3 the interchanged
// launch takes the inner trip count as 0xfffffffd threads and the simulator never ends
// (plain wasmtime prints 10). -O2 is fine here; m = 3 is fine at both.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int nz = argc > 1 ? atoi(argv[1]) : 4;
  int m = argc > 2 ? atoi(argv[2]) : -3;
  int *v = calloc(nz * 8 + 8, sizeof(int));
  for (int z = 0; z < nz; z++) {
    for (int y = 0; y < m; y++) v[z * 8 + y] = z + y;
    v[z * 8 + 7] += v[z * 8 + 7 - 8 * (z > 0)] + 1;
  }
  long s = 0;
  for (int i = 0; i < nz * 8; i++) s += v[i];
  printf("%ld\n", s);
  return 0;
}
