// r08: streamcluster / k-means style clustering over an array of structs. Each Point holds
// float coords[DIM], a float weight, an int assignment, a double cost and a char flag
// (mixed field types, AoS). Per iteration: assign every point to its nearest centre
// (squared Euclidean distance via a static helper, inner search loop over centres), then
// recompute centres (sequential accumulation into static arrays), until no assignment
// changes or the iteration cap (while loop). Finally a "gain" pass like streamcluster's
// pgain: cost delta of opening a candidate centre, per point.
// ARGS: 4000 8 20
// ARGS: 513 5 6
// ARGS: 3 2 4
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define DIM 6
#define MAXK 16
typedef struct {
  float coord[DIM];
  float weight;
  int assign;
  double cost;
  char moved;
} Point;

static float centres[MAXK][DIM];
static double csum[MAXK][DIM];
static double cw[MAXK];

static float dist2(const float *a, const float *b) {
  float d = 0.0f;
  for (int k = 0; k < DIM; k++) {
    float t = a[k] - b[k];
    d += t * t;
  }
  return d;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int kc = argc > 2 ? atoi(argv[2]) : 8;
  int maxit = argc > 3 ? atoi(argv[3]) : 10;
  if (n < 1) n = 1;
  if (kc < 1) kc = 1;
  if (kc > MAXK) kc = MAXK;
  if (kc > n) kc = n;
  Point *pts = malloc(sizeof(Point) * n);
  unsigned s = 31337u;
  for (int i = 0; i < n; i++) {
    int blob = i % 5;
    for (int k = 0; k < DIM; k++) {
      s = s * 1103515245u + 12345u;
      pts[i].coord[k] = (float)(blob * 3 + (k & 1)) + (float)((s >> 16) & 0x7fff) / 32768.0f;
    }
    s = s * 1103515245u + 12345u;
    pts[i].weight = 1.0f + (float)((s >> 20) & 7);
    pts[i].assign = -1;
    pts[i].cost = 0.0;
    pts[i].moved = 0;
  }
  for (int c = 0; c < kc; c++)
    for (int k = 0; k < DIM; k++) centres[c][k] = pts[(c * 7919) % n].coord[k];
  int it = 0, changed = 1;
  while (changed && it < maxit) {
    changed = 0;
    for (int i = 0; i < n; i++) {
      float best = dist2(pts[i].coord, centres[0]);
      int bi = 0;
      for (int c = 1; c < kc; c++) {
        float d = dist2(pts[i].coord, centres[c]);
        if (d < best) { best = d; bi = c; }
      }
      pts[i].moved = (char)(pts[i].assign != bi);
      pts[i].assign = bi;
      pts[i].cost = (double)best * pts[i].weight;
    }
    for (int i = 0; i < n; i++) changed += pts[i].moved;
    for (int c = 0; c < kc; c++) {
      cw[c] = 0.0;
      for (int k = 0; k < DIM; k++) csum[c][k] = 0.0;
    }
    for (int i = 0; i < n; i++) {
      int c = pts[i].assign;
      cw[c] += pts[i].weight;
      for (int k = 0; k < DIM; k++) csum[c][k] += (double)pts[i].weight * pts[i].coord[k];
    }
    for (int c = 0; c < kc; c++)
      if (cw[c] > 0)
        for (int k = 0; k < DIM; k++) centres[c][k] = (float)(csum[c][k] / cw[c]);
    it++;
  }
  double total = 0.0;
  for (int i = 0; i < n; i++) total += pts[i].cost;
  // pgain-like pass: candidate centre x = point n/2; gain per point
  const float *cand = pts[n / 2].coord;
  double *gain = malloc(sizeof(double) * n);
  int switching = 0;
  for (int i = 0; i < n; i++) {
    double nc = (double)dist2(pts[i].coord, cand) * pts[i].weight;
    gain[i] = nc < pts[i].cost ? pts[i].cost - nc : 0.0;
  }
  double gsum = 0.0;
  for (int i = 0; i < n; i++) {
    gsum += gain[i];
    switching += gain[i] > 0.0;
  }
  int counts[MAXK] = {0};
  for (int i = 0; i < n; i++) counts[pts[i].assign]++;
  printf("iters=%d last_changed=%d total=%.9g\n", it, changed, total);
  printf("gain=%.9g switching=%d\n", gsum, switching);
  printf("centre0 %.9g %.9g centre_last %.9g\ncounts:", centres[0][0], centres[0][DIM - 1],
         centres[kc - 1][0]);
  for (int c = 0; c < kc; c++) printf(" %d", counts[c]);
  printf("\n");
  free(gain);
  free(pts);
  return 0;
}
