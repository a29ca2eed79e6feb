// Accesses that run behind a branch on the loop counters (2026-11-28): clang peels the first
// iteration of `for k = i + 1 .. m` behind `if (i + 1 < m)`, and starts the rest, unrolled
// by 2, at `i + 1` or `i + 2` behind `if (m - 2 != i)`. The launch ranges each such access
// only at the counters where its branches let it run (`dependence::Group::bounds`), and an
// inner loop's first iteration only where the loop runs; otherwise the peeled read of
// `a[(i + 1)*m + i]` at `i = m - 1` is ranged one row past `a`, into `b`, and the nest is
// refused as an overlap. Row strides are arguments.

// B = alpha A^T B with A unit lower triangular: each row of B reads the rows below it, so
// the columns are the threads and the rows run in order inside each (an interchange).
void trmm_rows(int m, int n, double alpha, const double *a, double *b) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++) b[i * n + j] += a[k * m + i] * b[k * n + j];
      b[i * n + j] = alpha * b[i * n + j];
    }
}

// The same product with A upper triangular, read by rows: row i of B reads the rows above
// it (k < i), a count that grows with i.
void trmm_upper_rows(int m, int n, double alpha, const double *a, double *b) {
  for (int i = m - 1; i >= 0; i--)
    for (int j = 0; j < n; j++) {
      for (int k = 0; k < i; k++) b[i * n + j] += a[i * m + k] * b[k * n + j];
      b[i * n + j] = alpha * b[i * n + j];
    }
}

// fdtd-2d's `ex` update with a constant row length (2026-11-28): the `j` loop runs 79 times,
// and clang -O2 unrolls it by 2 with its exit test between the two halves, in the loop's
// header. The header's last run (the 79th column) stores, so `j` must not be a dimension
// (its threads would leave that column out) and its accesses there are ranged one
// iteration past the count (`dependence::header_runs_past`); the rows are the threads.
#define FD_NY 80
void fdtd_ex(int nx, double (*ex)[FD_NY], const double (*hz)[FD_NY]) {
  for (int i = 0; i < nx; i++)
    for (int j = 1; j < FD_NY; j++) ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
}

// deriche's backward row sweep (2026-11-28): `j` counts down and clang carries the loaded
// `in` element to the next iteration; its reload at the previous iteration's address steps
// by a negative amount, which the outlined function must write as an i32 constant.
void iir_back(int h, int w, const float *in, float *out) {
  for (int i = 0; i < h; i++) {
    float xp1 = 0.0f, xp2 = 0.0f, yp1 = 0.0f, yp2 = 0.0f;
    for (int j = w - 1; j >= 0; j--) {
      out[i * w + j] = 0.5f * xp1 + 0.25f * xp2 + 0.125f * yp1 - 0.0625f * yp2;
      xp2 = xp1;
      xp1 = in[i * w + j];
      yp2 = yp1;
      yp1 = out[i * w + j];
    }
  }
}

// polybench's syrk loop order (2026-11-28): the `j <= i` row scaled, then for each `k` the
// row updated. clang unrolls the update's `j` loop by 2; its remainder column starts at
// `(i + 1) & -2`, with the low bit `(i + 1) & 1` computed before the `k` loop (one loop out
// from the merge that reads it). That bit is the remainder's choice (`low_bits_atom`), so
// the launch ranges it and the rows are the threads: one launch.
void syrk_rows(int n, int m, double alpha, double beta, double *c, const double *a) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) c[i * n + j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++) c[i * n + j] += alpha * a[i * m + k] * a[j * m + k];
  }
}

// gramschmidt's column update with a constant row length (2026-11-28): each `j` reads and
// writes its own column of `a` and cell of `r`. clang unrolls the `i` loops, so a column's
// addresses step by several rows at once (`1920*i'` against `2560*i''`), and bounds alone
// let two columns meet; the rows' gcd does not (`dependence::residue_distance`): the
// columns are the threads.
#define GS_N 24
#define GS_M 15
void gs_update(int k, double (*a)[GS_N], double (*r)[GS_N], const double (*q)[GS_N]) {
  for (int j = k + 1; j < GS_N; j++) {
    r[k][j] = 0.0;
    for (int i = 0; i < GS_M; i++) r[k][j] += q[i][k] * a[i][j];
    for (int i = 0; i < GS_M; i++) a[i][j] = a[i][j] - q[i][k] * r[k][j];
  }
}

// PolyBench's syrk with its sizes constant (2026-12-01): at -O2 clang unrolls the `beta`
// row scaling by 4, and its remainder runs `r = (i + 1) & 3` times from `r` columns back.
// Taken apart (the address at `r = 0`, the count at 3), the last row's remainder was
// ranged 3 columns past `c`, into `a` right after it: `overlap` at PolyBench's LARGE size,
// where listing the bytes thread by thread is over its budget.
#define SF_N 24
#define SF_M 7
void syrk_fixed(double alpha, double beta, double (*c)[SF_N], const double (*a)[SF_M]) {
  for (int i = 0; i < SF_N; i++) {
    for (int j = 0; j <= i; j++) c[i][j] *= beta;
    for (int k = 0; k < SF_M; k++)
      for (int j = 0; j <= i; j++) c[i][j] += alpha * a[i][k] * a[j][k];
  }
}
