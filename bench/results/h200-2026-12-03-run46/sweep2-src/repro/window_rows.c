/* a[y][x] = a[y >= lo && y < hi ? y - lo : y][x] * 3 + y: with lo = 1 row y reads row y - 1, written
 * by another thread. The identity arm is reached on two select paths and stays two load groups of the
 * store's address (under y >= lo && y >= hi, and under y < lo); the launch tests the store's precondition
 * against the first of them, whose range is empty when hi >= h.
 * usage: window_rows H W LO HI   (-O2, 3 1 1 3: wasmtime 3 10 32, ours 3 4 8) */
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) void f(unsigned *a, int h, int w, int lo, int hi) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * w + x] = a[(y >= lo && y < hi ? y - lo : y) * w + x] * 3u + (unsigned)y;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), lo = atoi(argv[3]), hi = atoi(argv[4]);
  unsigned *a = malloc(4 * h * w);
  for (int i = 0; i < h * w; i++) a[i] = i + 1;
  f(a, h, w, lo, hi);
  for (int i = 0; i < h * w; i++) printf("%u ", a[i]);
  printf("\n");
  return 0;
}
