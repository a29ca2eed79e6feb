// Auto-offload inputs shaped like the nests of the classic linear-algebra, data-mining and
// stencil benchmark kernels (issue 15's held-out set is of this kind), written for
// golden/auto/extra/build.sh in double precision. Half use a fixed row stride (arrays declared
// `double a[][S]`, loop bounds from the arguments), half a stride from the arguments. Pointers
// are byte offsets into the test's memory; sizes come from calls.txt (at most S).

#define S 40

// tmp = A x; y = A^T tmp, in one loop over the rows (two inner loops of different parallelism).
void atax(int m, int n, double a[][S], const double *x, double *y, double *tmp) {
  for (int j = 0; j < n; j++) y[j] = 0.0;
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < n; j++) tmp[i] = tmp[i] + a[i][j] * x[j];
    for (int j = 0; j < n; j++) y[j] = y[j] + a[i][j] * tmp[i];
  }
}

// s = A^T r and q = A p in one nest: two statements, one parallel in i, one in j.
void bicg(int m, int n, double a[][S], double *s, double *q, const double *p,
          const double *r) {
  for (int j = 0; j < m; j++) s[j] = 0.0;
  for (int i = 0; i < n; i++) {
    q[i] = 0.0;
    for (int j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * a[i][j];
      q[i] = q[i] + a[i][j] * p[j];
    }
  }
}

// x1 += A y1; x2 += A^T y2: two nests, both parallel in the outer loop.
void mvt(int n, double *x1, double *x2, const double *y1, const double *y2, double a[][S]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) x1[i] = x1[i] + a[i][j] * y1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) x2[i] = x2[i] + a[j][i] * y2[j];
}

// y = alpha A x + beta B x, the sums kept in scalars.
void gesummv(int n, double alpha, double beta, const double *a, const double *b, double *tmp,
             const double *x, double *y) {
  for (int i = 0; i < n; i++) {
    double t = 0.0, u = 0.0;
    for (int j = 0; j < n; j++) {
      t += a[i * n + j] * x[j];
      u += b[i * n + j] * x[j];
    }
    tmp[i] = t;
    y[i] = alpha * t + beta * u;
  }
}

// A += u1 v1^T + u2 v2^T; x += beta A^T y + z; w += alpha A x: four nests in a row.
void gemver(int n, double alpha, double beta, double a[][S], const double *u1,
            const double *v1, const double *u2, const double *v2, double *w, double *x,
            const double *y, const double *z) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i][j] = a[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) x[i] = x[i] + beta * a[j][i] * y[j];
  for (int i = 0; i < n; i++) x[i] = x[i] + z[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) w[i] = w[i] + alpha * a[i][j] * x[j];
}

// D = alpha A B C + beta D through a temporary: two gemm nests, strides from the arguments.
void mm2(int ni, int nj, int nk, int nl, double alpha, double beta, double *tmp,
         const double *a, const double *b, const double *c, double *d) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      tmp[i * nj + j] = 0.0;
      for (int k = 0; k < nk; ++k) tmp[i * nj + j] += alpha * a[i * nk + k] * b[k * nj + j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      d[i * nl + j] *= beta;
      for (int k = 0; k < nj; ++k) d[i * nl + j] += tmp[i * nj + k] * c[k * nl + j];
    }
}

// A[r][q][*] = A[r][q][*] C4, through a row buffer shared by every (r, q).
void doitgen(int nr, int nq, int np, double *a, const double *c4, double *sum) {
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++) sum[p] += a[(r * nq + q) * np + s] * c4[s * np + p];
      }
      for (int p = 0; p < np; p++) a[(r * nq + q) * np + p] = sum[p];
    }
}

// C = alpha A B + beta C with A symmetric, stored in its lower triangle.
void symm(int m, int n, double alpha, double beta, double c[][S], double a[][S],
          double b[][S]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double t = 0.0;
      for (int k = 0; k < i; k++) {
        c[k][j] += alpha * b[i][j] * a[i][k];
        t += b[k][j] * a[i][k];
      }
      c[i][j] = beta * c[i][j] + alpha * b[i][j] * a[i][i] + alpha * t;
    }
}

// C = alpha (A B^T + B A^T) + beta C on the lower triangle.
void syr2k(int n, int m, double alpha, double beta, double c[][S], double a[][S],
           double b[][S]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) c[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++) c[i][j] += a[j][k] * alpha * b[i][k] + b[j][k] * alpha * a[i][k];
  }
}

// B = alpha A^T B with A unit upper triangular: rows of B read the rows below them.
void trmm(int m, int n, double alpha, double a[][S], double b[][S]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++) b[i][j] += a[k][i] * b[k][j];
      b[i][j] = alpha * b[i][j];
    }
}

// In-place LU without pivoting: sequential in i, triangular inner loops.
void lu(int n, double a[][S]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++) a[i][j] -= a[i][k] * a[k][j];
      a[i][j] /= a[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++) a[i][j] -= a[i][k] * a[k][j];
  }
}

// Right-looking elimination: the k-th step updates the trailing matrix, parallel in i and j.
void elim(int n, double *a) {
  for (int k = 0; k < n; k++) {
    for (int j = k + 1; j < n; j++) a[k * n + j] /= a[k * n + k];
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++) a[i * n + j] -= a[i * n + k] * a[k * n + j];
  }
}

// Forward substitution: each x[i] needs every x before it.
void trisolv(int n, const double *l, double *x, const double *b) {
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++) x[i] -= l[i * n + j] * x[j];
    x[i] = x[i] / l[i * n + i];
  }
}

// Modified Gram-Schmidt without the square root: k in order, j parallel inside.
void gramschmidt(int m, int n, double *a, double *r, double *q) {
  for (int k = 0; k < n; k++) {
    double nrm = 0.0;
    for (int i = 0; i < m; i++) nrm += a[i * n + k] * a[i * n + k];
    r[k * n + k] = nrm;
    for (int i = 0; i < m; i++) q[i * n + k] = a[i * n + k] / nrm;
    for (int j = k + 1; j < n; j++) {
      r[k * n + j] = 0.0;
      for (int i = 0; i < m; i++) r[k * n + j] += q[i * n + k] * a[i * n + j];
      for (int i = 0; i < m; i++) a[i * n + j] = a[i * n + j] - q[i * n + k] * r[k * n + j];
    }
  }
}

// Column means, centring, then the upper triangle of the correlation-like product.
void correlation(int m, int n, double fn, double *data, double *corr, double *mean) {
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++) mean[j] += data[i * m + j];
    mean[j] /= fn;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) data[i * m + j] -= mean[j];
  for (int i = 0; i < m - 1; i++) {
    corr[i * m + i] = 1.0;
    for (int j = i + 1; j < m; j++) {
      corr[i * m + j] = 0.0;
      for (int k = 0; k < n; k++) corr[i * m + j] += data[k * m + i] * data[k * m + j];
      corr[j * m + i] = corr[i * m + j];
    }
  }
  corr[(m - 1) * m + m - 1] = 1.0;
}

// All-pairs shortest paths on integer weights: k in order.
void floyd(int n, int *path) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        int via = path[i * n + k] + path[k * n + j];
        path[i * n + j] = path[i * n + j] < via ? path[i * n + j] : via;
      }
}

// 2-D finite differences: a time loop around three parallel nests and a boundary row.
void fdtd2d(int tmax, int nx, int ny, double ex[][S], double ey[][S], double hz[][S],
            const double *fict) {
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < ny; j++) ey[0][j] = fict[t];
    for (int i = 1; i < nx; i++)
      for (int j = 0; j < ny; j++) ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (int i = 0; i < nx; i++)
      for (int j = 1; j < ny; j++) ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (int i = 0; i < nx - 1; i++)
      for (int j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}

// 1-D three-point stencil, ping-pong between two arrays.
void jacobi1d(int tsteps, int n, double *a, double *b) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++) b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
    for (int i = 1; i < n - 1; i++) a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
  }
}

// Gauss-Seidel in place: every point reads points already updated this step (sequential).
void seidel2d(int tsteps, int n, double *a) {
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        a[i * n + j] = (a[(i - 1) * n + j - 1] + a[(i - 1) * n + j] + a[(i - 1) * n + j + 1] +
                        a[i * n + j - 1] + a[i * n + j] + a[i * n + j + 1] +
                        a[(i + 1) * n + j - 1] + a[(i + 1) * n + j] + a[(i + 1) * n + j + 1]) /
                       9.0;
}

// Alternating-direction sweeps: each sweep is sequential along its direction and parallel
// across the other.
void adi(int tsteps, int n, double u[][S], double v[][S], double p[][S], double q[][S]) {
  double a = -0.25, b = 1.5, c = -0.25;
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++) {
      v[0][i] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = v[0][i];
      for (int j = 1; j < n - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-0.5 * u[j][i - 1] + 2.0 * u[j][i] - 0.5 * u[j][i + 1] - a * q[i][j - 1]) /
                  (a * p[i][j - 1] + b);
      }
      v[n - 1][i] = 1.0;
      for (int j = n - 2; j >= 1; j--) v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    for (int i = 1; i < n - 1; i++) {
      u[i][0] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = u[i][0];
      for (int j = 1; j < n - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-0.5 * v[i - 1][j] + 2.0 * v[i][j] - 0.5 * v[i + 1][j] - a * q[i][j - 1]) /
                  (a * p[i][j - 1] + b);
      }
      u[i][n - 1] = 1.0;
      for (int j = n - 2; j >= 1; j--) u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
}

// Levinson-Durbin-like recurrence: k in order, the inner update parallel through a copy.
void durbin(int n, const double *r, double *y, double *z) {
  double alpha = -r[0], beta = 1.0;
  y[0] = -r[0];
  for (int k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    double sum = 0.0;
    for (int i = 0; i < k; i++) sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (int i = 0; i < k; i++) z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++) y[i] = z[i];
    y[k] = alpha;
  }
}

// Integer dynamic programme over a triangle (a wavefront: sequential as written).
void nussinov(int n, const int *seq, int *table) {
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++) {
      int best = table[i * n + j];
      if (j - 1 >= 0 && table[i * n + j - 1] > best) best = table[i * n + j - 1];
      if (i + 1 < n && table[(i + 1) * n + j] > best) best = table[(i + 1) * n + j];
      if (j - 1 >= 0 && i + 1 < n) {
        int m = table[(i + 1) * n + j - 1] + ((seq[i] + seq[j]) == 3 ? 1 : 0);
        if (i < j - 1 && m > best) best = m;
        if (i >= j - 1 && table[(i + 1) * n + j - 1] > best) best = table[(i + 1) * n + j - 1];
      }
      for (int k = i + 1; k < j; k++) {
        int v = table[i * n + k] + table[(k + 1) * n + j];
        if (v > best) best = v;
      }
      table[i * n + j] = best;
    }
}
