// ARGS: 257
// ARGS: 160 5
// Floyd-Warshall all-pairs shortest paths on ints (INF sentinel), plus path-count reachability.
#include <stdio.h>
#include <stdlib.h>

#define INF 1000000000

static int *dist;
static unsigned char *reach;

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int density = argc > 2 ? atoi(argv[2]) : 3;
  dist = malloc(sizeof(int) * n * n);
  reach = calloc((size_t)n * n, 1);
  unsigned s = 7;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s = s * 1664525u + 1013904223u;
      int w = (int)((s >> 10) % 100) + 1;
      int edge = (s >> 24) % 16 < (unsigned)density;
      if (i == j) { dist[i * n + j] = 0; reach[i * n + j] = 1; }
      else if (edge || j == (i + 1) % n) { dist[i * n + j] = w; reach[i * n + j] = 1; }
      else dist[i * n + j] = INF;
    }
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++) {
      int dik = dist[i * n + k];
      if (dik == INF) continue;
      for (int j = 0; j < n; j++) {
        int dkj = dist[k * n + j];
        if (dkj != INF && dik + dkj < dist[i * n + j]) dist[i * n + j] = dik + dkj;
      }
    }
  /* transitive closure, branch-free */
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) reach[i * n + j] |= reach[i * n + k] & reach[k * n + j];
  long long total = 0; unsigned h = 0; int maxd = 0, unreached = 0, nreach = 0;
  for (int i = 0; i < n * n; i++) {
    if (dist[i] == INF) { unreached++; continue; }
    total += dist[i];
    h = h * 2654435761u + (unsigned)dist[i];
    if (dist[i] > maxd) maxd = dist[i];
    nreach += reach[i];
  }
  printf("n=%d total=%lld hash=%u max=%d unreached=%d reach=%d\n", n, total, h, maxd, unreached, nreach);
  printf("d[0][n-1]=%d d[n-1][0]=%d\n", dist[n - 1], dist[(n - 1) * n]);
  free(dist); free(reach);
  return 0;
}
