// args: 50000 5
// Rodinia nn: distances of records to a target, then the k nearest by repeated selection.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
typedef struct { float lat, lng; } rec;
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]);
  rec *r = malloc(sizeof(rec) * n); float *d = malloc(sizeof(float) * n);
  unsigned s = 3;
  for (int i = 0; i < n; i++) { s = s * 1664525u + 1013904223u; r[i].lat = (s >> 8) / 16777216.0f * 90.0f; s = s * 1664525u + 1013904223u; r[i].lng = (s >> 8) / 16777216.0f * 180.0f; }
  float tlat = 30.0f, tlng = 90.0f;
  for (int i = 0; i < n; i++) d[i] = sqrtf((r[i].lat - tlat) * (r[i].lat - tlat) + (r[i].lng - tlng) * (r[i].lng - tlng));
  for (int q = 0; q < k; q++) {
    int best = 0;
    for (int i = 1; i < n; i++) if (d[i] < d[best]) best = i;
    printf("%d: %.4f %.4f dist %.6f\n", best, r[best].lat, r[best].lng, d[best]);
    d[best] = 1e30f;
  }
  return 0;
}
