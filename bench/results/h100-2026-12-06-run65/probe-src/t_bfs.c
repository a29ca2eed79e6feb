// args: 20000 6
// Rodinia bfs: frontier masks over a CSR graph, level by level.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]), deg = atoi(argv[2]);
  int *start = malloc(sizeof(int) * n), *nedges = malloc(sizeof(int) * n), *edges = malloc(sizeof(int) * n * deg);
  char *mask = calloc(n, 1), *updating = calloc(n, 1), *visited = calloc(n, 1);
  int *cost = malloc(sizeof(int) * n);
  unsigned s = 99;
  for (int i = 0; i < n; i++) {
    start[i] = i * deg; s = s * 1664525u + 1013904223u; nedges[i] = 1 + (s >> 20) % deg;
    for (int e = 0; e < deg; e++) { s = s * 1664525u + 1013904223u; edges[i * deg + e] = (s >> 8) % n; }
    cost[i] = -1;
  }
  mask[0] = 1; visited[0] = 1; cost[0] = 0;
  int stop, levels = 0;
  do {
    stop = 0;
    for (int tid = 0; tid < n; tid++) {
      if (mask[tid]) {
        mask[tid] = 0;
        for (int i = start[tid]; i < start[tid] + nedges[tid]; i++) {
          int id = edges[i];
          if (!visited[id]) { cost[id] = cost[tid] + 1; updating[id] = 1; }
        }
      }
    }
    for (int tid = 0; tid < n; tid++) {
      if (updating[tid]) { mask[tid] = 1; visited[tid] = 1; stop = 1; updating[tid] = 0; }
    }
    levels++;
  } while (stop);
  long sum = 0; int unreached = 0;
  for (int i = 0; i < n; i++) { if (cost[i] < 0) unreached++; else sum += cost[i]; }
  printf("levels %d sum %ld unreached %d\n", levels, sum, unreached);
  return 0;
}
