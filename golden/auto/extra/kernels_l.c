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
