/* y = A x, A of m rows and n columns, row-major: the outer loop over rows is parallel, the
 * inner loop is a sum reduction over j. */
void gemv(int m, int n, const float *a, const float *x, float *y) {
    for (int i = 0; i < m; i++) {
        float acc = 0.0f;
        for (int j = 0; j < n; j++) {
            acc += a[i * n + j] * x[j];
        }
        y[i] = acc;
    }
}
