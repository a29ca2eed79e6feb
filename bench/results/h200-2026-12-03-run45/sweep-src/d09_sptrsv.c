// d09: sparse lower-triangular solve in CSR (sequential dependence) plus an independent parallel CSR SpMV.
// ARGS: 1501 5
// ARGS: 1 1
// ARGS: 733 9
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 1234567u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), per = atoi(argv[2]);
  int *rp = malloc(sizeof(int) * (n + 1)), *ci = malloc(sizeof(int) * n * (per + 1));
  double *v = malloc(sizeof(double) * n * (per + 1));
  int nnz = 0;
  rp[0] = 0;
  for (int i = 0; i < n; i++) {
    int cnt = i < per ? i : per;
    int last = -1;
    for (int k = 0; k < cnt; k++) {
      int c = last + 1 + (int)(lcg() % 3);
      if (c >= i) break;
      ci[nnz] = c; v[nnz] = ((lcg() % 100) / 100.0 - 0.5) * 0.3; nnz++; last = c;
    }
    ci[nnz] = i; v[nnz] = 2.0 + (lcg() % 10) / 10.0; nnz++;
    rp[i + 1] = nnz;
  }
  double *b = malloc(sizeof(double) * n), *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
  float *fy = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) b[i] = (lcg() % 1000) / 100.0;
  // triangular solve
  for (int i = 0; i < n; i++) {
    double s = b[i];
    int e = rp[i + 1] - 1;
    for (int p = rp[i]; p < e; p++) s -= v[p] * x[ci[p]];
    x[i] = s / v[e];
  }
  // SpMV y = L b (independent rows)
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int p = rp[i]; p < rp[i + 1]; p++) s += v[p] * b[ci[p]];
    y[i] = s;
  }
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int p = rp[i]; p < rp[i + 1]; p++) s += (float)v[p] * (float)x[ci[p]];
    fy[i] = s;
  }
  double sx = 0, sy = 0, err = 0; float sf = 0; unsigned h = 0;
  for (int i = 0; i < n; i++) { sx += x[i] * (1 + i % 9); sy += y[i]; double e = fy[i] - b[i]; err += e * e; sf += fy[i]; h = h * 7u + ci[rp[i]]; }
  printf("nnz=%d sx=%.6f sy=%.6f err=%.6f sf=%.6f h=%u\n", nnz, sx, sy, err, sf, h);
  return 0;
}
