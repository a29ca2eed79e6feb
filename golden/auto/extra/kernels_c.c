// Auto-offload inputs of the shapes a polyhedral compiler parallelises (issue 15), written for
// golden/auto/extra/build.sh: triangular and symmetric updates, matrix-vector products in both
// orientations, mean and covariance nests, gemm with odd sizes, 2-D and 3-D stencils with time
// loops. Pointers are byte offsets into the test's memory; sizes come from calls.txt.

// C = beta*C + A*A^T on the lower triangle (j <= i): the inner loop's count depends on i.
void syrk_lower(int n, int m, float beta, float *restrict c, const float *a) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      float s = 0.0f;
      for (int k = 0; k < m; k++) s += a[i * m + k] * a[j * m + k];
      c[i * n + j] = beta * c[i * n + j] + s;
    }
}

// The strictly upper triangle (j > i): a trapezoid whose inner loop shrinks with i.
void upper_scale(int n, float alpha, float *a) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) a[i * n + j] *= alpha;
}

// y = L x with L lower triangular, one row per thread.
void trmv_lower(int n, const float *l, const float *x, float *restrict y) {
  for (int i = 0; i < n; i++) {
    float s = 0.0f;
    for (int j = 0; j <= i; j++) s += l[i * n + j] * x[j];
    y[i] = s;
  }
}

// Symmetric rank-1 update of the lower triangle, integer (exact in any order).
void syr_int(int n, int alpha, const int *x, int *restrict a) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) a[i * n + j] += alpha * x[i] * x[j];
}

// y = A x, row-major A (n x m): the outer loop is parallel.
void gemv_n(int n, int m, const float *a, const float *x, float *restrict y) {
  for (int i = 0; i < n; i++) {
    float s = 0.0f;
    for (int j = 0; j < m; j++) s += a[i * m + j] * x[j];
    y[i] = s;
  }
}

// y = A^T x, row-major A (n x m): the outer loop carries the sums in y, the inner is parallel.
void gemv_t(int n, int m, const float *a, const float *x, float *restrict y) {
  for (int j = 0; j < m; j++) y[j] = 0.0f;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) y[j] += a[i * m + j] * x[i];
}

// Column means of data (n x m), then the covariance matrix (m x m), filled symmetrically.
void covariance(int n, int m, float *restrict data, float *restrict mean, float *restrict cov) {
  for (int j = 0; j < m; j++) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += data[i * m + j];
    mean[j] = s / (float)n;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) data[i * m + j] -= mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      float s = 0.0f;
      for (int k = 0; k < n; k++) s += data[k * m + i] * data[k * m + j];
      s /= (float)(n - 1);
      cov[i * m + j] = s;
      cov[j * m + i] = s;
    }
}

// C = alpha*A*B + beta*C with any sizes (odd ones in calls.txt).
void gemm(int n, int m, int p, float alpha, float beta, const float *a, const float *b,
          float *restrict c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float s = 0.0f;
      for (int k = 0; k < p; k++) s += a[i * p + k] * b[k * m + j];
      c[i * m + j] = alpha * s + beta * c[i * m + j];
    }
}

// A 2-D five-point stencil with a time loop, copying back through a second array.
void heat2d(int steps, int n, float *restrict a, float *restrict b) {
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i * n + j] = 0.2f * (a[i * n + j] + a[(i - 1) * n + j] + a[(i + 1) * n + j] +
                               a[i * n + j - 1] + a[i * n + j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) a[i * n + j] = b[i * n + j];
  }
}

// A 3-D seven-point stencil with a time loop, ping-ponging between two arrays.
void heat3d(int steps, int n, float *restrict a, float *restrict b) {
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++) {
          int c = (i * n + j) * n + k;
          b[c] = 0.125f * (a[c - n * n] + a[c + n * n] + a[c - n] + a[c + n] + a[c - 1] +
                           a[c + 1]) + 0.25f * a[c];
        }
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++) {
          int c = (i * n + j) * n + k;
          a[c] = 0.125f * (b[c - n * n] + b[c + n * n] + b[c - n] + b[c + n] + b[c - 1] +
                           b[c + 1]) + 0.25f * b[c];
        }
  }
}
