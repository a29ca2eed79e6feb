// Loops whose count is a constant that clang unrolls by two with the exit test between the
// halves (the header then runs once past the last iteration, loading and storing).
#define NY 80
#define NYE 81

// fdtd-2d's ex update: rows in parallel, j from 1 with an odd count.
void rowdiff(int nx, double *ex, const double *hz) {
  for (int i = 0; i < nx; i++)
    for (int j = 1; j < NY; j++)
      ex[i * NY + j] = ex[i * NY + j] - 0.5 * (hz[i * NY + j] - hz[i * NY + j - 1]);
}

// One row with an odd constant count, reading the next element: a true anti-dependence
// (iteration j reads a[j + 1] before iteration j + 1 writes it): stays in order.
void shiftdown(int *a) {
  for (int j = 1; j < NY; j++)
    a[j] = a[j + 1] * 3 + j;
}

// A recurrence through the header's access: a[j] from a[j - 1].
void running(int *a) {
  for (int j = 1; j < NY; j++)
    a[j] = a[j] + a[j - 1];
}

// Independent elements, an odd count, integer and float stores.
void scale2(float *x, int *y) {
  for (int j = 1; j < NY; j++) {
    x[j] = x[j] * 1.25f;
    y[j] = y[j] ^ j;
  }
}

// A 2-D stencil into another array, both loops with odd constant counts.
void smooth(const float *in, float *out) {
  for (int i = 1; i < NYE; i++)
    for (int j = 1; j < NYE; j++)
      out[i * NYE + j] = 0.25f * (in[(i - 1) * NYE + j] + in[(i + 1) * NYE + j] + in[i * NYE + j - 1] + in[i * NYE + j + 1]);
}

// The header's run past the last iteration writes the element every earlier iteration reads
// (a[NY - 1]): a dependence only that run has, so the loop stays in order.
void lastread(int *a, const int *b) {
  for (int j = 1; j < NY; j++)
    a[j] = b[j] + a[NY - 1];
}
