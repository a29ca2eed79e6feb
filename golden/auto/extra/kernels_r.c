// Loops that leave by two exit tests (2026-12-03): `for (i = ii; i < ii + T && i < n; i++)`
// inside hand-tiled nests, which clang tests as `i + 1 >= ii + T` at the end of the body and
// `i + 1 < n` in the latch. Both tests come after the whole body, so the loop runs the
// smaller of their two counts (`Analysis::count_two_tests_after_the_body`): the tiles are
// the threads, and the rows and columns inside a tile run in each thread.
#define T 8

// b = 2a + (i - j) over 8x8 tiles, partial tiles at the edges.
void tscale(int n, int m, const double *a, double *b) {
  for (int ii = 0; ii < n; ii += T)
    for (int jj = 0; jj < m; jj += T)
      for (int i = ii; i < ii + T && i < n; i++)
        for (int j = jj; j < jj + T && j < m; j++)
          b[i * m + j] = 2.0 * a[i * m + j] + (double)(i - j);
}

// C += A*B over 8x8x8 tiles with `&&` bounds.
void tgemm2(int m, int n, int k, const float *a, const float *b, float *c) {
  for (int ii = 0; ii < m; ii += T)
    for (int jj = 0; jj < n; jj += T)
      for (int kk = 0; kk < k; kk += T)
        for (int i = ii; i < ii + T && i < m; i++)
          for (int j = jj; j < jj + T && j < n; j++) {
            float s = c[i * n + j];
            for (int q = kk; q < kk + T && q < k; q++) s += a[i * k + q] * b[q * n + j];
            c[i * n + j] = s;
          }
}

// A 1-D tiled running sum inside each tile: each tile's elements in order, tiles apart.
void tprefix(int n, int *x) {
  for (int ii = 0; ii < n; ii += T)
    for (int i = ii + 1; i < ii + T && i < n; i++) x[i] += x[i - 1];
}

// Two bounds on one counter that is not tiled: a row's first min(len, cap) elements.
void capped(int rows, int cols, int cap, const int *len, int *out) {
  for (int r = 0; r < rows; r++)
    for (int j = 0; j < cols && j < cap; j++) out[r * cols + j] = r * 3 + j + len[r];
}

// The negative case: the second test reads memory (a sentinel), so the count is not known
// before the loop runs, and the nest stays on the CPU or launches only where counted.
void sentinel(int n, int m, const int *a, int *b) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m && a[i * m + j] != 0; j++) b[i * m + j] = a[i * m + j] * 2;
}
