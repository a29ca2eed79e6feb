// ARGS: 300 40
// ARGS: 1 7
// Rodinia pathfinder: minimum-cost path through a grid of weights, going down row by row,
// each cell taking the min of three neighbours above. Ping-pong int rows, malloc'd 2-D wall.
#include <stdio.h>
#include <stdlib.h>

#define IN_RANGE(x, lo, hi) ((x) >= (lo) && (x) <= (hi))
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

int main(int argc, char **argv) {
  int cols = argc > 1 ? atoi(argv[1]) : 1000;
  int rows = argc > 2 ? atoi(argv[2]) : 100;
  int *data = malloc(sizeof(int) * rows * cols);
  int **wall = malloc(sizeof(int *) * rows);
  for (int n = 0; n < rows; n++) wall[n] = data + cols * n;
  int *result = malloc(sizeof(int) * cols);
  int *src = malloc(sizeof(int) * cols);
  int *dst = malloc(sizeof(int) * cols);
  unsigned seed = 9u;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      seed = seed * 214013u + 2531011u;
      wall[i][j] = (seed >> 16) % 10;
    }
  for (int j = 0; j < cols; j++) dst[j] = wall[0][j];
  for (int t = 0; t < rows - 1; t++) {
    int *temp = src; src = dst; dst = temp;
    for (int n = 0; n < cols; n++) {
      int min = src[n];
      if (n > 0) min = MIN(min, src[n - 1]);
      if (n < cols - 1) min = MIN(min, src[n + 1]);
      dst[n] = wall[t + 1][n] + min;
    }
  }
  for (int j = 0; j < cols; j++) result[j] = dst[j];
  long long sum = 0; int best = 1 << 30, bi = -1;
  for (int j = 0; j < cols; j++) {
    sum += (long long)result[j] * (j + 1);
    if (result[j] < best) { best = result[j]; bi = j; }
  }
  printf("weighted %lld best %d at %d\n", sum, best, bi);
  // a second pass: path cost with a diagonal band restriction (IN_RANGE) and a saturating cap
  for (int j = 0; j < cols; j++) dst[j] = wall[0][j];
  for (int t = 1; t < rows; t++) {
    int *temp = src; src = dst; dst = temp;
    for (int n = 0; n < cols; n++) {
      int m = src[n];
      for (int d = -2; d <= 2; d++)
        if (IN_RANGE(n + d, 0, cols - 1) && src[n + d] < m) m = src[n + d];
      int v = wall[t][n] * 3 + m;
      dst[n] = v > 150 ? 150 : v;
    }
  }
  unsigned h = 0;
  for (int j = 0; j < cols; j++) h = h * 31u + (unsigned)dst[j];
  printf("band hash %u first %d last %d\n", h, dst[0], dst[cols - 1]);
  free(data); free(wall); free(result); free(src); free(dst);
  return 0;
}
