// Integer reductions whose accumulator passes unchanged through an inner loop: clang keeps
// it in the inner loop's header parameters, and auto mode follows it through them.

// kmeans' assignment: each point's nearest centre (an argmin over the centres, a float
// sum over the features inside), and how many points changed centre.
int assign(int npts, int nfeat, int k, const float *restrict pts, const float *restrict cent,
           int *restrict member) {
  int delta = 0;
  for (int i = 0; i < npts; i++) {
    int best = 0;
    float bd = 3.0e38f;
    for (int c = 0; c < k; c++) {
      float d = 0;
      for (int f = 0; f < nfeat; f++) {
        float t = pts[i * nfeat + f] - cent[c * nfeat + f];
        d += t * t;
      }
      if (d < bd) {
        bd = d;
        best = c;
      }
    }
    if (member[i] != best)
      delta++;
    member[i] = best;
  }
  return delta;
}

// Rows whose running maximum ever drops below the row's first element, counted with xor
// of the row indices (a bitwise reduction through the same shape).
unsigned rows_xor(int rows, int cols, const int *restrict a, int *restrict out) {
  unsigned acc = 0;
  for (int r = 0; r < rows; r++) {
    int m = a[r * cols];
    for (int c = 1; c < cols; c++)
      m = a[r * cols + c] > m ? a[r * cols + c] : m;
    out[r] = m;
    if (m > a[r * cols])
      acc ^= (unsigned)r * 2654435761u;
  }
  return acc;
}
