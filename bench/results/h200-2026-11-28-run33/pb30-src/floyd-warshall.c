#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 180
#endif
static void init_array(int n, int path[N][N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      path[i][j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i][j] = 999;
    }
}
static void kernel_floyd_warshall(int n, int path[N][N]) {
  int i, j, k;
  for (k = 0; k < n; k++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
  }
}
int main(void) {
  int (*path)[N] = malloc(sizeof(int[N][N]));
  init_array(N, path);
  kernel_floyd_warshall(N, path);
  long long s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (long long)path[i][j] * (1 + (i * N + j) % 7);
  printf("floyd-warshall %lld %d %d\n", s, path[0][1], path[N - 1][N - 2]);
  free(path);
  return 0;
}
