// Loop nests whose outer loop is sequential around a parallel inner loop: auto mode runs the
// inner loop's iterations as threads, each running the outer loop in order (an interchange).
// Every function is exported; calls.txt lists the calls `extra_functions_equal_wasmi` runs.

// Column sums: s[j] += a[i][j] over i, in i's order for every j.
void colsum(int n, int m, const float *a, float *restrict s) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s[j] += a[i * m + j];
}

// The same over integers.
void icolsum(int n, int m, const int *a, int *restrict s) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s[j] += a[i * m + j] ^ i;
}

// A column recurrence: row i adds row i - 1, so each column is a chain down the rows and the
// columns are independent (the launch checks that rows of m floats do not meet across
// columns).
void colrec(int n, int m, float *a) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] += 0.5f * a[(i - 1) * m + j];
}

// A diagonal recurrence: row i reads row i - 1 one column to the right, so columns depend on
// each other; running columns as threads would be wrong, and the launch must see that.
void diag(int n, int m, float *a) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m - 1; j++) a[i * m + j] = a[(i - 1) * m + j + 1] + 1.0f;
}

// y = beta * y + alpha * A^T x, the sum over i outside.
void gemv_t_scaled(int n, int m, float alpha, const float *a, const float *x, float *restrict y) {
  for (int i = 0; i < n; i++) {
    float ax = alpha * x[i];
    for (int j = 0; j < m; j++) y[j] += a[i * m + j] * ax;
  }
}

// The same sweep repeated: every step recomputes b from the unchanged a.
void repeat(int steps, int n, const float *a, float *restrict b) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++) b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0f / 3.0f);
}
