#include <stdio.h>
#include <stdlib.h>
// CSR-style rows of data-dependent length: in-place SpMV (y aliases x), empty and negative-length rows,
// rows overlapping (rp not monotone), CSR product inside a time loop with the host changing a column
// index between steps, row maximum, rows ending at a zero (while loop), integer gathers
// ARGS: 17 3 0
// ARGS: 17 3 1
// ARGS: 1 2 0
// ARGS: 2 2 1
// ARGS: 5 4 1
// ARGS: 60 5 0
// ARGS: 200 3 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), twist = atoi(argv[3]);
  int nnz = 0;
  int *rp = malloc(4 * (n + 2));
  for (int i = 0; i < n; i++) { rp[i] = nnz; nnz += (i * 7) % 5; }
  rp[n] = nnz;
  int *col = malloc(4 * (nnz + 1)); float *val = malloc(4 * (nnz + 1)); int *ival = malloc(4 * (nnz + 1));
  for (int k = 0; k < nnz; k++) { col[k] = (k * 13) % n; val[k] = (float)((k % 9) - 4) * 0.25f; ival[k] = k % 7 - 3; }
  if (twist && n > 3) { rp[2] = rp[3] + 1; }            // row 1 longer, row 2 negative length
  float *x = malloc(4 * (n + 1)), *y = malloc(4 * (n + 1)); int *ix = malloc(4 * (n + 1)), *iy = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { x[i] = (float)(i % 6) - 2.0f; ix[i] = i % 11; }
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) { float s = 0; for (int k = rp[i]; k < rp[i + 1]; k++) s += val[k] * x[col[k]]; y[i] = s; }
    for (int i = 0; i < n; i++) { int s = 0; for (int k = rp[i]; k < rp[i + 1]; k++) s += ival[k] * ix[col[k]]; iy[i] = s; }
    for (int i = 0; i < n; i++) { float s = x[i]; for (int k = rp[i]; k < rp[i + 1]; k++) s += val[k] * x[col[k]]; x[i] = s * 0.5f; }  // in place
    for (int i = 0; i < n; i++) { int m = -1000; for (int k = rp[i]; k < rp[i + 1]; k++) if (ix[col[k]] > m) m = ix[col[k]]; ix[i] = m == -1000 ? ix[i] : (m + iy[i]) % 97; }
    if (nnz > 0) col[t % nnz] = (col[t % nnz] + 1) % n;
    for (int i = 0; i < n; i++) x[i] += y[i] * 0.125f;
  }
  int *z = malloc(4 * (n + 8)); for (int i = 0; i < n + 8; i++) z[i] = (i % 4 == 3) ? 0 : i + 1;
  int *cnt = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { int k = i; while (z[k] != 0) k++; cnt[i] = k - i; }
  unsigned h = 0;
  for (int i = 0; i < n; i++) { h = h * 31 + (unsigned)(x[i] * 64.0f) + (unsigned)(y[i] * 64.0f) * 3 + ix[i] * 5 + iy[i] * 7 + cnt[i]; }
  printf("%u %d\n", h, nnz);
  for (int i = 0; i < n && i < 8; i++) printf("%.9g %.9g %d %d\n", x[i], y[i], ix[i], iy[i]);
  return 0;
}
