// Shapes of the forty-ninth session: matrices held as arrays of row pointers (double **),
// the table built in the same function from a flat block (rows `spacing` elements apart, in
// order, reversed or permuted), then a row loop that writes through it
// (docs/AUTO-OFFLOAD.md, "Row pointer tables"): the launch reads the table, and runs only
// where its rows are evenly spaced and apart.

static void table(double **t, double *flat, int n, int spacing, int how) {
  for (int i = 0; i < n; i++) {
    int r = how == 0 ? i : how == 1 ? n - 1 - i : (i * 7) % n;
    t[i] = flat + r * spacing;
    // how == 3: evenly spaced rows at 2^31 and above, which the launch does not read (an
    // address past 2^31 may be a negative offset to wasm's arithmetic); the loop traps on
    // the CPU at its first store, past the memory.
    if (how == 3) t[i] = (double *)(0x80000000u + (unsigned)(i * spacing * 8));
  }
}

// c[i][j] = a[i][j] * 2 + 1, written through c's table.
void rows_scale(int n, int m, int spacing, int how, double *flat, double **t, const double *a) {
  table(t, flat, n, spacing, how);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      t[i][j] = a[i * m + j] * 2.0 + 1.0;
}

// In place through the table: each row read and written through its own pointer.
void rows_inplace(int n, int m, int spacing, int how, double *flat, double **t) {
  table(t, flat, n, spacing, how);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      t[i][j] = t[i][j] * 0.5 + (double)j;
}

// Integer rows: t[i][j] = t[i][j] * 3 + i * j, the table built by the caller's loop here.
void rows_int(int n, int m, int spacing, int *flat, int **t) {
  for (int i = 0; i < n; i++)
    t[i] = flat + i * spacing;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      t[i][j] = t[i][j] * 3 + i * j;
}

// Reductions through three loops (a convergence test's largest change over a 3-D grid): the
// accumulator passes the innermost loop's guards on three edges.
double maxdiff3d(int n, int m, int l, const double *a, const double *b) {
  double d = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++) {
        double x = a[(i * m + j) * l + k] - b[(i * m + j) * l + k];
        if (x < 0) x = -x;
        if (x > d) d = x;
      }
  return d;
}

int isum3d(int n, int m, int l, const int *a) {
  int s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < l; k++)
        s += a[(i * m + j) * l + k] >> 3;
  return s;
}

// Sums of inductions (a quadratic in the counter), which clang keeps as running sums:
// spectral-norm's transposed product, whose (i + j)(i + j + 1)/2 runs across i ...
void atv(int n, const double *v, double *out) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++)
      s += v[j] / ((i + j) * (i + j + 1) / 2 + j + 1);
    out[i] = s;
  }
}

// ... a packed lower triangle, row i starting at i*(i+1)/2 (its reads are gathers) ...
void packed_rowsum(int n, const double *ap, double *y) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j <= i; j++)
      s += ap[i * (i + 1) / 2 + j];
    y[i] = s;
  }
}

// ... and a running sum written with every element, wrapping past 2^31.
void trinums(int n, int start, int *t) {
  int s = start;
  for (int i = 0; i < n; i++) {
    t[i] = s * 3 + i;
    s += i * 7 + 5;
  }
}

// A store through a value chosen by a branch on data, between two values the loop loads:
// two iterations need not pick the same `b[i]`, so no stride keeps them apart (the loop is
// sequential; it was once judged parallel and refused at each launch).
void choice_scatter(int n, int *a, const int *b, const int *c) {
  for (int i = 0; i < n; i++) {
    int t;
    int u = b[i] & 255;
    if (c[i]) {
      t = u;
      a[i + 4 * n] = 1;
    } else {
      t = u + 1;
    }
    a[t + 2 * i] = i;
  }
}

/* A search that leaves by a `break` inside a parallel loop, over a table in the module's
   own memory (a constant address: no argument to check a gather against): the inner loop
   is not counted, and the launch ranges its reads over the count of its exit test. */
static double cdf_tab[512];
static float pair_tab[1024];

/* Writes the tables (else clang folds them to zeros); a call runs on random bytes anyway. */
void set_tabs(int i, double c, float p) {
  cdf_tab[i & 511] = c;
  pair_tab[i & 1023] = p;
}
void resample_first(int n, int m, const double *u, int *idx) {
  for (int j = 0; j < m; j++) {
    int found = n - 1;
    for (int i = 0; i < n; i++)
      if (cdf_tab[i] >= u[j]) {
        found = i;
        break;
      }
    idx[j] = found;
  }
}

/* The same search writing inside the loop before it leaves: it stays sequential. */
void resample_mark(int n, int m, const double *u, int *idx, int *seen) {
  for (int j = 0; j < m; j++) {
    int found = n - 1;
    for (int i = 0; i < n; i++) {
      seen[i] = j;
      if (cdf_tab[i] >= u[j]) {
        found = i;
        break;
      }
    }
    idx[j] = found;
  }
}

/* Pairs of a table in the module's memory: clang writes the odd index `2*j + 1` as
   `2*j | 1`, which is `2*j + 1` because the low bit of `2*j` is clear. */
void pair_sums(int m, float *out) {
  for (int j = 0; j < m; j++)
    out[j] = pair_tab[2 * j] * 0.5f + pair_tab[2 * j + 1];
}

/* Copy-back of a static matrix's interior: clang calls memcpy once per row, each row's
   length 8*(n - 2) known only from the argument. The rows of one array at constant places
   are tested across iterations (whole ranges of one array always meet). */
static double gm_u[64][64], gm_v[64][64];
void gm_set(int i, int j, double x) { gm_v[i & 63][j & 63] = x; }
double gm_get(int i, int j) { return gm_u[i & 63][j & 63]; }
void copy_back(int n) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      gm_u[i][j] = gm_v[i][j];
}

/* LU's and Cholesky's initialisation: a row's lower triangle, the rest of the row zeroed
   (at -O2 one `memset` of 8*(n - 1 - i) bytes, a length that changes with the row), then
   the diagonal. Each row's bytes are listed at its own memset length, which ends where the
   next row starts; listed at the longest (the first row's), every row reached into the
   next and the row loop stayed sequential. */
static double tf_a[48][48];
double tf_get(int i, int j) { return tf_a[i % 48][j % 48]; }
void tri_fill(int n) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++) tf_a[i][j] = (double)(-j % n) / n + 1;
    for (int j = i + 1; j < n; j++) tf_a[i][j] = 0;
    tf_a[i][i] = 1;
  }
}

/* symm's initialisation: the lower triangle by pairs of columns, the upper part set to a
   constant, its loop entered behind clang's test that the row is not in 52 .. 58
   (`i - 52 >=u 7`) for 60 rows, whose count is negative outside the rows that enter it. */
static double ts_a[60][60];
double ts_get(int i, int j) { return ts_a[i % 60][j % 60]; }
void tri_set(int m) {
  for (int i = 0; i < m; i++) {
    for (int j = 0; j <= i; j++) ts_a[i][j] = (double)((i + j) % 100) / m;
    for (int j = i + 1; j < 60; j++) ts_a[i][j] = -999;
  }
}
