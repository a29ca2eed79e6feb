// args: 20000 8 5
// k-means as Rodinia writes it: assignment by nearest centre, then new centres from counts and sums.
#include <stdio.h>
#include <stdlib.h>
#include <float.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]), iters = atoi(argv[3]); int d = 4;
  float *pts = malloc(sizeof(float) * n * d), *cen = malloc(sizeof(float) * k * d), *sum = malloc(sizeof(float) * k * d);
  int *member = malloc(sizeof(int) * n), *count = malloc(sizeof(int) * k);
  unsigned s = 17;
  for (int i = 0; i < n * d; i++) { s = s * 1664525u + 1013904223u; pts[i] = (s >> 8) / 16777216.0f; }
  for (int c = 0; c < k * d; c++) cen[c] = pts[c * 7 % (n * d)];
  for (int it = 0; it < iters; it++) {
    for (int i = 0; i < n; i++) {
      int best = 0; float bd = FLT_MAX;
      for (int c = 0; c < k; c++) {
        float dist = 0; for (int j = 0; j < d; j++) { float t = pts[i * d + j] - cen[c * d + j]; dist += t * t; }
        if (dist < bd) { bd = dist; best = c; }
      }
      member[i] = best;
    }
    for (int c = 0; c < k; c++) count[c] = 0;
    for (int c = 0; c < k * d; c++) sum[c] = 0;
    for (int i = 0; i < n; i++) { count[member[i]]++; for (int j = 0; j < d; j++) sum[member[i] * d + j] += pts[i * d + j]; }
    for (int c = 0; c < k; c++) if (count[c]) for (int j = 0; j < d; j++) cen[c * d + j] = sum[c * d + j] / count[c];
  }
  for (int c = 0; c < k; c++) printf("%d: %d %.5f %.5f\n", c, count[c], cen[c * d], cen[c * d + 1]);
  return 0;
}
