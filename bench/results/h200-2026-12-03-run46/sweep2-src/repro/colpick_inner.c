/* a[y][x] += a[y][x < k ? x : x + 40] * 7 + x, rows as threads (the column loop in order in each
 * thread): for x >= k row y reads columns 0..39 of row y + 1, written by the next thread. The listing
 * evaluates the arm condition x >= k with the column counter absent, i.e. at 0, and drops the arm.
 * usage: colpick_inner H W K   (-O2, 2 42 2: wasmtime 3463298272, ours 1617622438) */
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) void colpick(unsigned *a, int h, int w, int k) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * w + x] += a[y * w + (x < k ? x : x + 40)] * 7u + (unsigned)x;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), k = atoi(argv[3]);
  unsigned *a = malloc(4 * (h * w + 48));
  for (int i = 0; i < h * w + 48; i++) a[i] = i % 13;
  colpick(a, h, w, k);
  unsigned s = 0;
  for (int i = 0; i < h * w + 48; i++) s = s * 31 + a[i];
  printf("%u\n", s);
  return 0;
}
