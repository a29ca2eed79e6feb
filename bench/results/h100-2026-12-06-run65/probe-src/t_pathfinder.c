// args: 2000 100
// Rodinia pathfinder: dynamic programming over rows, min of three neighbours.
#include <stdio.h>
#include <stdlib.h>
#define MIN(a,b) ((a)<=(b)?(a):(b))
int main(int argc, char **argv) {
  int cols = atoi(argv[1]), rows = atoi(argv[2]);
  int *wall = malloc(sizeof(int) * rows * cols);
  int *src = malloc(sizeof(int) * cols), *dst = malloc(sizeof(int) * cols);
  unsigned seed = 7;
  for (int i = 0; i < rows * cols; i++) { seed = seed * 1664525u + 1013904223u; wall[i] = (seed >> 16) % 10; }
  for (int j = 0; j < cols; j++) dst[j] = wall[j];
  for (int t = 0; t < rows - 1; t++) {
    int *tmp = src; src = dst; dst = tmp;
    for (int n = 0; n < cols; n++) {
      int min = src[n];
      if (n > 0) min = MIN(min, src[n - 1]);
      if (n < cols - 1) min = MIN(min, src[n + 1]);
      dst[n] = wall[(t + 1) * cols + n] + min;
    }
  }
  long sum = 0; int best = dst[0];
  for (int j = 0; j < cols; j++) { sum += dst[j]; if (dst[j] < best) best = dst[j]; }
  printf("sum %ld best %d\n", sum, best);
  return 0;
}
