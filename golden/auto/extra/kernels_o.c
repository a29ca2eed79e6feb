// Triangular rows under a loop run in order: `for i { for k { for j <= i } } }` runs as an
// i, j grid as wide as the longest row, each thread summing its element over k in order and
// threads past their row's count returning. Every function is exported; calls.txt lists
// the calls `extra_functions_equal_wasmi` runs.

// PolyBench's syrk: each row of the lower triangle is scaled, then accumulated over k. It
// splits by statement; its product is the triangular grid.
void syrk_lower(int n, int m, double alpha, double beta, double *c, const double *a) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) c[i * n + j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++) c[i * n + j] += alpha * a[i * m + k] * a[j * m + k];
  }
}

// PolyBench's syr2k: two products per element, in floats.
void syr2k_lower(int n, int m, float alpha, float beta, float *c, const float *a,
                 const float *b) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) c[i * n + j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        c[i * n + j] += a[j * m + k] * alpha * b[i * m + k] + b[j * m + k] * alpha * a[i * m + k];
  }
}

// The strict lower triangle: row 0 has no iteration, yet its code outside the triangle
// (the copy of `a` into `t`) runs for every k.
void tri_strict(int n, int m, double *c, const double *a, double *t) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) {
      double x = a[i * m + k];
      t[i * m + k] = x * 2.0;
      for (int j = 0; j < i; j++) c[i * n + j] += x * a[j * m + k];
    }
}

// The upper triangle: each row starts at the diagonal and is shorter than the last.
void tri_upper(int n, int m, int *c, const int *a) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      for (int j = i; j < n; j++) c[i * n + j] += a[i * m + k] * a[j * m + k];
}

// A trapezoid: rows of `w + i` elements in a matrix `n + w` wide.
void trapezoid(int n, int m, int w, float *c, const float *a) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      for (int j = 0; j < w + i; j++) c[i * (n + w) + j] += a[i * m + k] * a[k * (n + w) + j];
}
