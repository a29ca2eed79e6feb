// Shapes of the forty-eighth session: column passes over long rows (deriche's, whose column
// addresses repeat only every 4,320 columns) and syrk / syr2k split by statement (rows by
// column pairs, the remainder column the row's own code), whose launch tests each row's
// hulls (docs/AUTO-OFFLOAD.md, "Rows by their hulls").
#define W 2160

// Down each column of h rows of W floats: a recursive filter per column.
void colwalk(int h, const float *x, float *y) {
  for (int i = 0; i < W; i++) {
    float ym1 = 0, ym2 = 0, xm1 = 0;
    for (int j = 0; j < h; j++) {
      float v = 0.5f * x[j * W + i] + 0.25f * xm1 + 0.125f * ym1 - 0.0625f * ym2;
      xm1 = x[j * W + i];
      ym2 = ym1;
      ym1 = v;
      y[j * W + i] = v;
    }
  }
}

// Up each column, in place: every column reads only its own rows.
void colwalk_up(int h, float *x) {
  for (int i = 0; i < W; i++) {
    float acc = 0;
    for (int j = h - 1; j >= 0; j--) {
      acc = 0.5f * acc + x[j * W + i];
      x[j * W + i] = acc;
    }
  }
}

// Each column reads its right neighbour's, in place: the columns depend on each other.
void colwalk_right(int h, float *x) {
  for (int i = 0; i < W - 1; i++)
    for (int j = 0; j < h; j++)
      x[j * W + i] = 0.5f * x[j * W + i + 1] + x[j * W + i];
}

// PolyBench's syrk: C = beta*C + alpha*A*A^T on the lower triangle, in i, k, j order.
void syrk(int n, int m, const double *a, double *c) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      c[i * n + j] *= 1.2;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        c[i * n + j] += 1.5 * a[i * m + k] * a[j * m + k];
  }
}

// PolyBench's syr2k.
void syr2k(int n, int m, const double *a, const double *b, double *c) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      c[i * n + j] *= 1.2;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        c[i * n + j] += a[j * m + k] * 1.5 * b[i * m + k] + b[j * m + k] * 1.5 * a[i * m + k];
  }
}
