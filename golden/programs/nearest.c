/* The K records nearest a target, as Rodinia's nn finds them: the distances in one loop,
 * then K times the position of the smallest (`if (d[i] < best) { best = d[i]; at = i; }`),
 * which is then struck out. The position is an index taken with the minimum
 * (`ReductionOp::ArgOf`): each selection is one launch. Records repeat, so distances tie
 * and the first position must win; one record's distance is a NaN, which is never taken. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100000, k = argc > 2 ? atoi(argv[2]) : 8;
  float *lat = malloc(sizeof(float) * n), *lng = malloc(sizeof(float) * n);
  float *d = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    lat[i] = (float)((i * 37) % 1800) / 10.0f - 90.0f;
    lng[i] = (float)((i * 91) % 3600) / 10.0f - 180.0f;
  }
  lat[n / 2] = NAN;
  for (int i = 0; i < n; i++)
    d[i] = sqrtf((lat[i] - 30.0f) * (lat[i] - 30.0f) + (lng[i] - 90.0f) * (lng[i] - 90.0f));
  for (int q = 0; q < k; q++) {
    float best = INFINITY;
    int at = -1;
    for (int i = 0; i < n; i++)
      if (d[i] < best) {
        best = d[i];
        at = i;
      }
    printf("%d %d %.4f\n", q, at, best);
    if (at >= 0) d[at] = INFINITY;
  }
  return 0;
}
