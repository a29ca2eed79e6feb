// ARGS: 3001 7 20
// ARGS: 1000 3 5
// Sparse CSR matrix (generated, banded + random fill) times vector, power iteration, SpMV^T.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>

typedef struct { int n, nnz; int *rowptr, *col; double *val; } Csr;

static uint32_t seed = 99991u;
static uint32_t xorshift(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static Csr build(int n, int per_row) {
  Csr m; m.n = n; m.nnz = 0;
  m.rowptr = malloc(sizeof(int) * (n + 1));
  m.col = malloc(sizeof(int) * n * (per_row + 1));
  m.val = malloc(sizeof(double) * n * (per_row + 1));
  for (int i = 0; i < n; i++) {
    m.rowptr[i] = m.nnz;
    int extra = (int)(xorshift() % (uint32_t)(per_row + 1));
    m.col[m.nnz] = i; m.val[m.nnz++] = 4.0;
    for (int k = 0; k < extra; k++) {
      int c = (int)(xorshift() % (uint32_t)n);
      m.col[m.nnz] = c;
      m.val[m.nnz++] = -((double)(xorshift() % 100) + 1.0) / 400.0;
    }
  }
  m.rowptr[n] = m.nnz;
  return m;
}

static void spmv(const Csr *m, const double *x, double *y) {
  for (int i = 0; i < m->n; i++) {
    double s = 0.0;
    for (int p = m->rowptr[i]; p < m->rowptr[i + 1]; p++) s += m->val[p] * x[m->col[p]];
    y[i] = s;
  }
}

static void spmv_t(const Csr *m, const double *x, double *y) {
  for (int i = 0; i < m->n; i++) y[i] = 0.0;
  for (int i = 0; i < m->n; i++)
    for (int p = m->rowptr[i]; p < m->rowptr[i + 1]; p++) y[m->col[p]] += m->val[p] * x[i];
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]), per = atoi(argv[2]), iters = atoi(argv[3]);
  Csr m = build(n, per);
  double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
  double *z = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) x[i] = 1.0 + (double)(i % 13) / 13.0;
  double lambda = 0;
  for (int it = 0; it < iters; it++) {
    spmv(&m, x, y);
    double nrm = 0, dot = 0;
    for (int i = 0; i < n; i++) { nrm += y[i] * y[i]; dot += x[i] * y[i]; }
    nrm = sqrt(nrm);
    lambda = dot;
    for (int i = 0; i < n; i++) x[i] = y[i] / nrm;
  }
  spmv_t(&m, x, z);
  double sx = 0, sy = 0, sz = 0;
  for (int i = 0; i < n; i++) { sx += x[i] * (i % 5 + 1); sy += y[i]; sz += z[i] * (i % 3 + 1); }
  printf("n=%d nnz=%d lambda=%.17g\n", n, m.nnz, lambda);
  printf("x %.17g y %.17g z %.17g\n", sx, sy, sz);
  free(m.rowptr); free(m.col); free(m.val); free(x); free(y); free(z);
  return 0;
}
