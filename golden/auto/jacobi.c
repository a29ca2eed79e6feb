/* `steps` Jacobi iterations on an n x n row-major grid: each step writes the mean of the four
 * neighbours of every interior point of `a` into `b`, then copies the interior back into `a`.
 * The time loop is sequential; the two sweeps inside it are parallel 2-D nests. */
void jacobi(int steps, int n, float *a, float *b) {
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < n - 1; i++) {
            for (int j = 1; j < n - 1; j++) {
                b[i * n + j] = 0.25f * (a[(i - 1) * n + j] + a[(i + 1) * n + j] +
                                        a[i * n + j - 1] + a[i * n + j + 1]);
            }
        }
        for (int i = 1; i < n - 1; i++) {
            for (int j = 1; j < n - 1; j++) {
                a[i * n + j] = b[i * n + j];
            }
        }
    }
}
