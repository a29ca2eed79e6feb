// Parallel loops with two child loops one after the other: auto mode splits the loop's
// body at the point between them (a distribution by statement order) and runs each part
// as a kernel with more thread dimensions than the whole loop would have, where the whole
// loop's iterations touch disjoint bytes. Every function is exported; calls.txt lists the
// calls `extra_functions_equal_wasmi` runs.

// PolyBench's gemm: each row is scaled, then accumulated over k in k's order; the first
// part is an i, j grid, the second an i, j grid running k in order in every thread.
void gemm_beta(int ni, int nj, int nk, float alpha, float beta, float *c, const float *a,
               const float *b) {
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++) c[i * nj + j] *= beta;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++) c[i * nj + j] += alpha * a[i * nk + k] * b[k * nj + j];
  }
}

// The same in doubles, with rows of a fixed width as PolyBench declares them.
#define W 24
void gemm_fixed(int n, double alpha, double beta, double c[][W], double a[][W],
                double b[][W]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) c[i][j] *= beta;
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++) c[i][j] += alpha * a[i][k] * b[k][j];
  }
}

// Gram-Schmidt's column step: each column's dot product with q, then the column's update
// with it. The first part runs one thread per column, the second a column, row grid.
void gram_cols(int m, int n, const double *q, double *a, double *r) {
  for (int j = 0; j < n; j++) {
    double s = 0;
    for (int i = 0; i < m; i++) s += q[i] * a[i * n + j];
    r[j] = s;
    for (int i = 0; i < m; i++) a[i * n + j] -= q[i] * s;
  }
}

// The second loop reads what the first wrote in other columns of the same row: fusing the
// two would be wrong, running one after the other is not.
void mirror_rows(int n, int m, const int *a, int *t, int *b) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) t[i * m + j] = a[i * m + j] * 2;
    for (int j = 0; j < m; j++) b[i * m + j] = t[i * m + j] + t[i * m + (m - 1 - j)];
  }
}

// The first loop reads what the second overwrites: each row is copied out, then cleared.
void take_rows(int n, int m, int *c, int *out) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) out[i * m + j] = c[i * m + j];
    for (int j = 0; j < m; j++) c[i * m + j] = j;
  }
}

// Each part alone has independent rows, but where `u` is `t` one row on, the whole loop's
// row `i` reads what row `i + 1` writes: the launch tests the whole loop too, and the loop
// then runs as it is (`b` gets the old `t`, as on the CPU).
void two_arrays(int n, int m, const int *a, int *t, const int *u, int *b) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) t[i * m + j] = a[i * m + j] * 2;
    for (int j = 0; j < m; j++) b[i * m + j] = u[i * m + j] + 1;
  }
}
