// Auto-offload input: a[i] = 2*a[i+k] and its 2-D form b[j*n+i] = b[j*n+i+k] + 1, with the
// distance k an argument: the iterations are independent only for some k (0, or far enough
// apart, or a whole column away), so only the launch can tell, from k.
void shift(int n, int k, float *a) {
  for (int i = 0; i < n; i++)
    a[i] = a[i + k] * 2.0f;
}

void colshift(int n, int m, int k, float *b) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[j * n + i] = b[j * n + i + k] + 1.0f;
}
