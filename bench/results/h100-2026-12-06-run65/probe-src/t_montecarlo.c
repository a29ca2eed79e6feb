// args: 4096 200
// Monte Carlo pi: each path has its own LCG; per-path hit counts, then the total.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int paths = atoi(argv[1]), samples = atoi(argv[2]);
  int *hits = malloc(sizeof(int) * paths);
  for (int p = 0; p < paths; p++) {
    unsigned s = 2654435761u * (unsigned)(p + 1);
    int h = 0;
    for (int k = 0; k < samples; k++) {
      s = s * 1664525u + 1013904223u; float x = (s >> 8) / 16777216.0f;
      s = s * 1664525u + 1013904223u; float y = (s >> 8) / 16777216.0f;
      if (x * x + y * y <= 1.0f) h++;
    }
    hits[p] = h;
  }
  long total = 0; for (int p = 0; p < paths; p++) total += hits[p];
  printf("pi ~ %.6f\n", 4.0 * (double)total / ((double)paths * samples));
  return 0;
}
