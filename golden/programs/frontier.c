/* Breadth-first search by frontiers, as Rodinia's bfs writes it: one loop expands the
 * frontier (scattered writes: it stays on the CPU), the next moves the updated nodes into
 * the frontier and sets `more = 1` where it moves one (a reduction, `ReductionOp::SetTo`).
 * At -O2 clang unrolls that loop by two and its exit branches past the code that runs where
 * the loop is skipped: it leaves only by that branch, never by its `end`
 * (`rewrite::Redirect`), and still becomes a nest of its own. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20000, deg = argc > 2 ? atoi(argv[2]) : 4;
  int *start = malloc(sizeof(int) * n), *cnt = malloc(sizeof(int) * n);
  int *edges = malloc(sizeof(int) * n * deg), *cost = malloc(sizeof(int) * n);
  char *mask = calloc(n, 1), *upd = calloc(n, 1), *vis = calloc(n, 1);
  unsigned s = 3;
  for (int i = 0; i < n; i++) {
    start[i] = i * deg;
    cnt[i] = 1 + i % deg;
    for (int e = 0; e < deg; e++) {
      s = s * 1664525u + 1013904223u;
      edges[i * deg + e] = (s >> 8) % n;
    }
    cost[i] = -1;
  }
  mask[0] = vis[0] = 1;
  cost[0] = 0;
  int more, levels = 0;
  do {
    more = 0;
    for (int v = 0; v < n; v++)
      if (mask[v]) {
        mask[v] = 0;
        for (int e = start[v]; e < start[v] + cnt[v]; e++)
          if (!vis[edges[e]]) {
            cost[edges[e]] = cost[v] + 1;
            upd[edges[e]] = 1;
          }
      }
    for (int v = 0; v < n; v++)
      if (upd[v]) {
        mask[v] = vis[v] = 1;
        more = 1;
        upd[v] = 0;
      }
    levels++;
  } while (more);
  long long total = 0;
  int unreached = 0;
  for (int v = 0; v < n; v++) {
    if (cost[v] < 0) unreached++;
    else total += cost[v];
  }
  printf("levels %d total %lld unreached %d\n", levels, total, unreached);
  return 0;
}
