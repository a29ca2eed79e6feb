// Auto-offload input: b = transpose(a) for an n x m matrix a (row-major). The writes go down
// the columns of b, so iterations of i write bytes n*4 apart: the launch checks that no two
// iterations share a byte (strides that nest like digits).
void transpose(int n, int m, const float *a, float *b) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[j * n + i] = a[i * m + j];
}
