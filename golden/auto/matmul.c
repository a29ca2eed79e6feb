/* C = A B, naive, row-major: A is m x k, B is k x n, C is m x n. The i and j loops are
 * parallel, the p loop is a sum reduction. */
void matmul(int m, int n, int k, const float *a, const float *b, float *c) {
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
            float acc = 0.0f;
            for (int p = 0; p < k; p++) {
                acc += a[i * k + p] * b[p * n + j];
            }
            c[i * n + j] = acc;
        }
    }
}
