// ARGS: 500 4 3
// ARGS: 7 1 0
// Rodinia BFS: level-synchronous breadth-first search on a CSR graph using mask / updating /
// visited frontier arrays (char), cost array; repeated until no vertex is updated.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int deg = argc > 2 ? atoi(argv[2]) : 4;
  int src = argc > 3 ? atoi(argv[3]) : 0;
  if (n < 1 || deg < 1) return 2;
  int *start = malloc(sizeof(int) * (n + 1));
  int nedges = 0;
  unsigned s = 99u;
  int *edges = malloc(sizeof(int) * n * (deg + 1));
  for (int v = 0; v < n; v++) {
    start[v] = nedges;
    s = s * 1664525u + 1013904223u;
    int d = 1 + (s >> 24) % deg;
    for (int k = 0; k < d; k++) {
      s = s * 1664525u + 1013904223u;
      int t = (int)((s >> 8) % (unsigned)n);
      if (k == 0) t = (v + 1) % n * ((s >> 30) & 1) + (s >> 7) % (unsigned)n * (1 - ((s >> 30) & 1));
      edges[nedges++] = t;
    }
  }
  start[n] = nedges;
  char *mask = calloc(n, 1), *upd = calloc(n, 1), *visited = calloc(n, 1);
  int *cost = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) cost[i] = -1;
  src %= n;
  mask[src] = 1; visited[src] = 1; cost[src] = 0;
  int stop, levels = 0;
  do {
    stop = 0;
    for (int tid = 0; tid < n; tid++) {
      if (mask[tid]) {
        mask[tid] = 0;
        for (int i = start[tid]; i < start[tid + 1]; i++) {
          int id = edges[i];
          if (!visited[id]) {
            cost[id] = cost[tid] + 1;
            upd[id] = 1;
          }
        }
      }
    }
    for (int tid = 0; tid < n; tid++) {
      if (upd[tid]) {
        mask[tid] = 1;
        visited[tid] = 1;
        stop = 1;
        upd[tid] = 0;
      }
    }
    levels++;
  } while (stop);
  long long cs = 0; int reached = 0, maxc = 0;
  for (int i = 0; i < n; i++) {
    cs += (long long)(cost[i] + 1) * (i % 17 + 1);
    if (cost[i] >= 0) reached++;
    if (cost[i] > maxc) maxc = cost[i];
  }
  int hist[8] = {0};
  for (int i = 0; i < n; i++) if (cost[i] >= 0 && cost[i] < 8) hist[cost[i]]++;
  printf("levels %d reached %d max %d checksum %lld edges %d\n", levels, reached, maxc, cs, nedges);
  for (int i = 0; i < 8; i++) printf("%d ", hist[i]);
  printf("\n");
  return 0;
}
