// Rows of data-dependent length (CSR, 2026-11-28): each row's inner loop runs from rp[i]
// to rp[i + 1], a count read from memory. The kernel runs one thread per row, each row's
// loop for its own count, and checks those reads against the bytes the launch writes
// (docs/AUTO-OFFLOAD.md "Rows of data-dependent length").

// Builds a CSR matrix of n rows (row i with 1 + (7 i) mod 5 entries, columns 13 k mod n)
// in rp, col and val, then y = A x: the product is the nest of interest.
void spmv_built(int n, int *rp, int *col, double *val, const double *x, double *y) {
  rp[0] = 0;
  for (int i = 0; i < n; i++) rp[i + 1] = rp[i] + 1 + (7 * i) % 5;
  for (int k = 0; k < rp[n]; k++) {
    col[k] = (13 * k) % n;
    val[k] = 0.5 * (k % 9) - 1.0;
  }
  for (int i = 0; i < n; i++) {
    double t = 0;
    for (int k = rp[i]; k < rp[i + 1]; k++) t += val[k] * x[col[k]];
    y[i] = t;
  }
}

// The same with integers and a row maximum; empty rows (every third) give INT_MIN.
void rowmax_built(int n, int *rp, int *col, int *val, const int *x, int *y) {
  rp[0] = 0;
  for (int i = 0; i < n; i++) rp[i + 1] = rp[i] + (i % 3 == 0 ? 0 : 1 + (5 * i) % 7);
  for (int k = 0; k < rp[n]; k++) {
    col[k] = (11 * k + 3) % n;
    val[k] = k % 17 - 8;
  }
  for (int i = 0; i < n; i++) {
    int m = -2147483647 - 1;
    for (int k = rp[i]; k < rp[i + 1]; k++) {
      int v = val[k] * x[col[k]];
      if (v > m) m = v;
    }
    y[i] = m;
  }
}

// Each row of a ragged array ends at a zero: the inner loop's count is not known before it
// runs at all (a `while`), and each thread writes only its own count.
void row_lengths(int n, int w, const unsigned char *text, int *len) {
  for (int i = 0; i < n; i++) {
    int j = 0;
    while (j < w - 1 && text[i * w + j] % 7 != 0) j++;
    len[i] = j;
  }
}
