// More auto-offload inputs of the classic kernel shapes that kernels_e.c lacks, written for
// golden/auto/extra/build.sh: a Cholesky factorisation, LU followed by forward and backward
// substitution, a recursive (IIR) image filter swept along rows and then columns, and three
// chained matrix products. Fixed row strides (`double a[][S]`) with counts from the
// arguments, as those kernels are usually written. Sizes come from calls.txt (at most S).

#define S 40

double sqrt(double);

// A = L L^T in place (lower triangle), row by row.
void cholesky(int n, double a[][S]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++) a[i][j] -= a[i][k] * a[j][k];
      a[i][j] /= a[j][j];
    }
    for (int k = 0; k < i; k++) a[i][i] -= a[i][k] * a[i][k];
    a[i][i] = sqrt(a[i][i]);
  }
}

// A = LU in place, then L y = b and U x = y.
void lusolve(int n, double a[][S], const double *b, double *x, double *y) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double w = a[i][j];
      for (int k = 0; k < j; k++) w -= a[i][k] * a[k][j];
      a[i][j] = w / a[j][j];
    }
    for (int j = i; j < n; j++) {
      double w = a[i][j];
      for (int k = 0; k < i; k++) w -= a[i][k] * a[k][j];
      a[i][j] = w;
    }
  }
  for (int i = 0; i < n; i++) {
    double w = b[i];
    for (int j = 0; j < i; j++) w -= a[i][j] * y[j];
    y[i] = w;
  }
  for (int i = n - 1; i >= 0; i--) {
    double w = y[i];
    for (int j = i + 1; j < n; j++) w -= a[i][j] * x[j];
    x[i] = w / a[i][i];
  }
}

// A first-order recursive filter run forward and backward along each row (rows independent),
// then along each column (columns independent), summed.
void iir2d(int w, int h, float k, float c[][S], const float in[][S], float t1[][S],
           float t2[][S]) {
  for (int i = 0; i < w; i++) {
    float ym = 0.0f;
    for (int j = 0; j < h; j++) {
      ym = k * in[i][j] + (1.0f - k) * ym;
      t1[i][j] = ym;
    }
    float yp = 0.0f;
    for (int j = h - 1; j >= 0; j--) {
      yp = k * in[i][j] + (1.0f - k) * yp;
      t2[i][j] = yp;
    }
  }
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++) c[i][j] = t1[i][j] + t2[i][j];
  for (int j = 0; j < h; j++) {
    float ym = 0.0f;
    for (int i = 0; i < w; i++) {
      ym = k * c[i][j] + (1.0f - k) * ym;
      t1[i][j] = ym;
    }
  }
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++) c[i][j] = t1[i][j];
}

// G = (A B)(C D), three products through two temporaries.
void mm3(int ni, int nj, int nk, double e[][S], const double a[][S], const double b[][S],
         double f[][S], const double c[][S], const double d[][S], double g[][S]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      e[i][j] = 0.0;
      for (int k = 0; k < nk; k++) e[i][j] += a[i][k] * b[k][j];
    }
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nj; j++) {
      f[i][j] = 0.0;
      for (int k = 0; k < nk; k++) f[i][j] += c[i][k] * d[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      g[i][j] = 0.0;
      for (int k = 0; k < nj; k++) g[i][j] += e[i][k] * f[k][j];
    }
}
