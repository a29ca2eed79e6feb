// Hand-tiled loops (2026-12-03): the loops inside a tile run to `min(ii + T, n)`, which clang
// computes before them as a `select`. Such a count is a choice between its two values that
// is at most each of them (`induction::MinMax`): the tiles are the threads, and a tile's
// accesses are ranged by its own `T` rows where the union of the two would reach `n`.
#define T 8

static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int imax(int a, int b) { return a > b ? a : b; }

// C += A*B over 8x8x8 tiles, partial tiles at the edges.
void tgemm(int m, int n, int k, const double *a, const double *b, double *c) {
  for (int ii = 0; ii < m; ii += T)
    for (int jj = 0; jj < n; jj += T)
      for (int kk = 0; kk < k; kk += T)
        for (int i = ii; i < imin(ii + T, m); i++)
          for (int j = jj; j < imin(jj + T, n); j++) {
            double s = c[i * n + j];
            for (int q = kk; q < imin(kk + T, k); q++) s += a[i * k + q] * b[q * n + j];
            c[i * n + j] = s;
          }
}

// A tiled transpose.
void ttrans(int m, int n, const float *a, float *b) {
  for (int ii = 0; ii < m; ii += T)
    for (int jj = 0; jj < n; jj += T)
      for (int i = ii; i < imin(ii + T, m); i++)
        for (int j = jj; j < imin(jj + T, n); j++) b[j * m + i] = a[i * n + j];
}

// A tiled 1-D stencil whose tiles start at `max(ii, 1)`: a count that is the smaller of two
// ends less the larger of two starts.
void tsmooth(int n, const int *in, int *out) {
  for (int ii = 0; ii < n; ii += T)
    for (int i = imax(ii, 1); i < imin(ii + T, n - 1); i++) out[i] = in[i - 1] + 2 * in[i] + in[i + 1];
}

// A running sum in tiles: each tile's first element reads the previous tile's last, so the
// tiles are not independent and must run in order.
void tscan(int n, int *a) {
  for (int ii = 1; ii < n; ii += T)
    for (int i = ii; i < imin(ii + T, n); i++) a[i] += a[i - 1];
}

// Rows whose inner loop is entered only where `m > 0`: with `m` negative, clang's vector
// count `(m & -4) / 4` is about 2^29, which the launch took as the grid's second dimension
// (the simulator then ran out of memory). No row enters the loop: no threads.
void guarded_rows(int nz, int m, int *v) {
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < m; y++) v[z * 8 + y] = z + y;
}

// srad's derivatives (Rodinia): rows read through an index array (`J[iN[i]*cols + j]`, a
// range for the j loop alone) and columns through another (`J[i*cols + jE[j]]`). The kernel
// checks both gathered reads against what it writes, which covers the j loop's own test of
// the row read: the grid is rows x columns, where it had been a launch per row ("a
// precondition of L1 names an access range outside L0's").
static inline void gathered(int rows, int cols, const float *J, const int *iN, const int *jE,
                             float *d) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      d[i * cols + j] = J[iN[i] * cols + j] + J[i * cols + jE[j]] - 2.0f * J[i * cols + j];
}

// `gathered` on index arrays of clamped neighbours (and, with `shift`, rows read from where
// `d` is written, which the kernel's read check must catch).
float gathered_run(int rows, int cols, int shift, float *J, int *iN, int *jE, float *d) {
  for (int i = 0; i < rows; i++) iN[i] = i > 0 ? i - 1 : 0;
  for (int j = 0; j < cols; j++) jE[j] = j + 1 < cols ? j + 1 : cols - 1;
  for (int k = 0; k < rows * cols; k++) J[k] = (float)(k % 13) * 0.5f;
  gathered(rows, cols, shift ? d : J, iN, jE, d);
  float s = 0;
  for (int k = 0; k < rows * cols; k++) s += d[k] * (float)(k % 5);
  return s;
}
