#include <stdio.h>
#include <stdlib.h>
// polybench floyd-warshall: k sequential; row k and column k read while the step writes them (int)
// ARGS: 5
// ARGS: 1
// ARGS: 17
// ARGS: 40
static void __attribute__((noinline)) floyd(int n, int *path) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i * n + j] = path[i * n + j] < path[i * n + k] + path[k * n + j] ? path[i * n + j] : path[i * n + k] + path[k * n + j];
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int *p = malloc(sizeof(int) * n * n);
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { p[i * n + j] = i * j % 7 + 1; if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0) p[i * n + j] = 999; }
  floyd(n, p);
  long long cs = 0; for (int i = 0; i < n * n; i++) cs = cs * 31 + p[i];
  printf("%lld %d %d\n", cs, p[0], p[n * n - 1]);
  return 0;
}
