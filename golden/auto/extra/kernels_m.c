// Loop nests whose outer loop is sequential around two parallel loops: auto mode runs both
// inner loops as a 2-D grid of threads, each running the outer loop in order (an
// interchange with a second thread dimension), where no code between them writes memory.
// Every function is exported; calls.txt lists the calls `extra_functions_equal_wasmi` runs.

// A matrix product in k, i, j order: c[i][j] sums over k in k's order in every thread.
void mm_kij(int n, int m, int p, const float *a, const float *b, float *restrict c) {
  for (int k = 0; k < p; k++)
    for (int i = 0; i < n; i++) {
      float aik = a[i * p + k];
      for (int j = 0; j < m; j++) c[i * m + j] += aik * b[k * m + j];
    }
}

// The same over integers, with the row's factor read inside the inner loop.
void imm_kij(int n, int m, int p, const int *a, const int *b, int *restrict c) {
  for (int k = 0; k < p; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) c[i * m + j] += a[i * p + k] * b[k * m + j];
}

// PolyBench's cholesky and lu initialisation: B = A A^T summed over t outermost.
#define W 24
void gram_t(int n, double a[][W], double b[][W]) {
  for (int t = 0; t < n; ++t)
    for (int r = 0; r < n; ++r)
      for (int s = 0; s < n; ++s) b[r][s] += a[r][t] * a[s][t];
}

// Each step shifts the row it adds to by one column: two threads of one row meet across
// steps (thread j at step t writes what thread j + 1 wrote at step t - 1), so the columns
// cannot be threads, though they can in every single step.
void shift_rows(int steps, int n, int m, float *x) {
  for (int t = 0; t < steps; t++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) x[i * (m + steps) + j + t] += 1.0f;
}

// The same with fixed counts and rows of a fixed width: the analysis itself sees two columns
// of one row meet across steps (the second dimension's verdict, with the row pinned and the
// step free), where the rows are still apart.
void shift_fixed(int n, float *x) {
  for (int t = 0; t < 40; t++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < 24; j++) x[i * 64 + j + t] += 1.0f;
}

// The inner count follows the row (a triangle): one thread dimension, rows run in order.
void tri_t(int steps, int n, const float *a, float *restrict b) {
  for (int t = 0; t < steps; t++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= i; j++) b[i * n + j] += a[t * n + j];
}

// The middle loop stores too (the row's last step): the first thread of each row runs that
// store, in order with its own iterations.
void counted_rows(int steps, int n, int m, const float *a, float *restrict b, int *restrict hits) {
  for (int t = 0; t < steps; t++)
    for (int i = 0; i < n; i++) {
      hits[i] = t;
      for (int j = 0; j < m; j++) b[i * m + j] += a[t * m + j];
    }
}

// The middle loop's store lands on the row's last column, which another thread of the row
// adds to: the launch-time test of one row refuses the second dimension's launch.
void last_col(int steps, int n, int m, const float *a, float *b) {
  for (int t = 0; t < steps; t++)
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < m; j++) b[i * m + j] += a[t * m + j];
      b[i * m + m - 1] *= 0.5f;
    }
}

// The product in i, k, j order: i is parallel around k's sums. i and j are a 2-D grid, each
// thread running k in order (the interchange of k with j inside each row).
void mm_ikj(int n, int m, int p, const float *a, const float *b, float *restrict c) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < p; k++) {
      float aik = a[i * p + k];
      for (int j = 0; j < m; j++) c[i * m + j] += aik * b[k * m + j];
    }
}

// The same over integers, with a row's factor and a step of two in k.
void imm_ikj(int n, int m, int p, const int *a, const int *b, int *restrict c) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < p; k += 2)
      for (int j = 0; j < m; j++) c[i * m + j] += a[i * p + k] * b[k * m + j];
}

// The row stores outside k (a row's count): the rows are the threads, one dimension.
void ikj_counted(int n, int m, int p, const float *a, const float *b, float *restrict c,
                 int *restrict rows) {
  for (int i = 0; i < n; i++) {
    rows[i] = p;
    for (int k = 0; k < p; k++)
      for (int j = 0; j < m; j++) c[i * m + j] += a[i * p + k] * b[k * m + j];
  }
}
