// k-means on 4-D float points: the assignment (argmin per point) is parallel, the update
// sums into clusters chosen by data (a histogram, sequential). Usage: kmeans N K ITERS
#include <stdio.h>
#include <stdlib.h>
#define D 4
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10000, k = argc > 2 ? atoi(argv[2]) : 8, iters = argc > 3 ? atoi(argv[3]) : 5;
  float *p = malloc(sizeof(float) * n * D), *c = malloc(sizeof(float) * k * D), *sum = malloc(sizeof(float) * k * D);
  int *a = malloc(sizeof(int) * n), *cnt = malloc(sizeof(int) * k);
  unsigned s = 7;
  for (int i = 0; i < n * D; i++) { s = s * 1664525u + 1013904223u; p[i] = (float)((s >> 9) & 0xffff) / 65536.0f + (float)((i / D) % k); }
  for (int j = 0; j < k * D; j++) c[j] = p[j * 3 % (n * D)];
  for (int it = 0; it < iters; it++) {
    for (int i = 0; i < n; i++) {
      int best = 0; float bd = 1e30f;
      for (int j = 0; j < k; j++) {
        float d = 0;
        for (int e = 0; e < D; e++) { float t = p[i*D+e] - c[j*D+e]; d += t * t; }
        if (d < bd) { bd = d; best = j; }
      }
      a[i] = best;
    }
    for (int j = 0; j < k * D; j++) sum[j] = 0;
    for (int j = 0; j < k; j++) cnt[j] = 0;
    for (int i = 0; i < n; i++) { cnt[a[i]]++; for (int e = 0; e < D; e++) sum[a[i]*D+e] += p[i*D+e]; }
    for (int j = 0; j < k; j++) if (cnt[j]) for (int e = 0; e < D; e++) c[j*D+e] = sum[j*D+e] / cnt[j];
  }
  long h = 0;
  for (int i = 0; i < n; i++) h = h * 31 + a[i];
  printf("hash %ld\n", h);
  for (int j = 0; j < k; j++) printf("c%d %d %.6f %.6f\n", j, cnt[j], c[j*D], c[j*D+1]);
  return 0;
}
