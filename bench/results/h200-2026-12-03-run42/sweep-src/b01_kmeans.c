// ARGS: 4001 8 5 6
// ARGS: 257 3 7 4
// k-means (Lloyd): assignment step with a distance function pointer, centroid update, inertia.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef float (*dist_fn)(const float *a, const float *b, int d);
typedef struct {
  const char *name;
  dist_fn dist;
  int (*better)(float cand, float best);
} Metric;

static unsigned rng_state = 12345u;
static unsigned rng(void) { rng_state = rng_state * 1664525u + 1013904223u; return rng_state >> 8; }

static float sqdist(const float *a, const float *b, int d) {
  float s = 0.0f;
  for (int k = 0; k < d; k++) { float t = a[k] - b[k]; s += t * t; }
  return s;
}
static int less_than(float c, float b) { return c < b; }

static void assign(int n, int K, int d, const float *X, const float *C, int *lab, float *best,
                   const Metric *m) {
  for (int i = 0; i < n; i++) {
    int bl = 0;
    float bd = m->dist(&X[i * d], &C[0], d);
    for (int c = 1; c < K; c++) {
      float dd = m->dist(&X[i * d], &C[c * d], d);
      if (m->better(dd, bd)) { bd = dd; bl = c; }
    }
    lab[i] = bl;
    best[i] = bd;
  }
}

int main(int argc, char **argv) {
  if (argc < 5) { fprintf(stderr, "usage: n d K iters\n"); return 2; }
  int n = atoi(argv[1]), d = atoi(argv[2]), K = atoi(argv[3]), iters = atoi(argv[4]);
  float *X = malloc(sizeof(float) * n * d);
  float *C = malloc(sizeof(float) * K * d);
  float *best = malloc(sizeof(float) * n);
  int *lab = calloc(n, sizeof(int));
  int *cnt = calloc(K, sizeof(int));
  double *acc = calloc((size_t)K * d, sizeof(double));
  Metric m = { "sqeuclid", sqdist, less_than };
  for (int i = 0; i < n; i++) {
    int blob = i % K;
    for (int k = 0; k < d; k++)
      X[i * d + k] = (float)(blob * 3 + k % 2) + (float)(rng() % 1000) / 500.0f - 1.0f;
  }
  for (int c = 0; c < K; c++)
    for (int k = 0; k < d; k++) C[c * d + k] = X[(c * 7 % n) * d + k];
  double inertia = 0;
  for (int it = 0; it < iters; it++) {
    assign(n, K, d, X, C, lab, best, &m);
    memset(cnt, 0, sizeof(int) * K);
    memset(acc, 0, sizeof(double) * K * d);
    inertia = 0;
    for (int i = 0; i < n; i++) {
      cnt[lab[i]]++;
      inertia += best[i];
      for (int k = 0; k < d; k++) acc[lab[i] * d + k] += X[i * d + k];
    }
    for (int c = 0; c < K; c++)
      if (cnt[c] > 0)
        for (int k = 0; k < d; k++) C[c * d + k] = (float)(acc[c * d + k] / cnt[c]);
    printf("iter %d inertia %.6f\n", it, inertia);
  }
  unsigned lh = 2166136261u;
  for (int i = 0; i < n; i++) lh = (lh ^ (unsigned)lab[i]) * 16777619u;
  double cs = 0, bs = 0;
  for (int i = 0; i < K * d; i++) cs += C[i] * (double)(i + 1);
  for (int i = 0; i < n; i++) bs += best[i];
  printf("%s labels %u centroids %.17g best %.17g\n", m.name, lh, cs, bs);
  for (int c = 0; c < K; c++) printf("c%d=%d ", c, cnt[c]);
  printf("\n");
  free(X); free(C); free(best); free(lab); free(cnt); free(acc);
  return 0;
}
