#include <stdio.h>
#include <stdlib.h>
// CSR sparse matvec (inner bounds loaded from memory), SpMV transpose (scatter), row-degree loops
// ARGS: 17 3
// ARGS: 0 1
// ARGS: 1 1
// ARGS: 2 5
// ARGS: 150 4
// ARGS: 300 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]);
  int *rp = malloc(4 * (n + 2)); int nnz = 0;
  rp[0] = 0; for (int i = 0; i < n; i++) { nnz += (i * 7 + 3) % (k + 3); rp[i + 1] = nnz; }
  int *ci = malloc(4 * (nnz + 1)); float *v = malloc(4 * (nnz + 1));
  for (int i = 0; i < n; i++) for (int p = rp[i]; p < rp[i + 1]; p++) { ci[p] = (i + (p - rp[i]) * 5 + 1) % (n ? n : 1); v[p] = (float)((p * 13) % 7) - 2.5f; }
  float *x = malloc(4 * (n + 1)), *y = malloc(4 * (n + 1)), *yt = calloc(n + 1, 4);
  for (int i = 0; i < n; i++) x[i] = 1.0f / (i + 1);
  for (int it = 0; it < 2; it++) {
    for (int i = 0; i < n; i++) { float s = 0; for (int p = rp[i]; p < rp[i + 1]; p++) s += v[p] * x[ci[p]]; y[i] = s; }
    for (int i = 0; i < n; i++) for (int p = rp[i]; p < rp[i + 1]; p++) yt[ci[p]] += v[p] * x[i];
    for (int i = 0; i < n; i++) x[i] = y[i] * 0.5f + yt[i] * 0.25f;
  }
  int *deg = calloc(n + 1, 4);
  for (int i = 0; i < n; i++) deg[i] = rp[i + 1] - rp[i];
  unsigned h = 0;
  for (int i = 0; i < n; i++) { union { float f; unsigned u; } u = {x[i]}, w = {yt[i]}; h = h * 31 + u.u + w.u + deg[i]; }
  printf("%d %u\n", nnz, h);
  return 0;
}
