/* trmm_upper: B = alpha * (B + U^T-like update) with rows read from above, m x n.
 * usage: trmm_upper [M [N]]   (default M = N = 1024)
 * Hot nest: i runs down from m-1 (each row reads the rows above it, k < i, which are
 * updated later), j parallel, k a sequential sum of a length that grows with i. Each
 * column j is independent: the columns are the parallel loop, the rows run in order. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_trmm_upper(int m, int n, double alpha, const double *a, double *b)
{
    for (int i = m - 1; i >= 0; i--)
        for (int j = 0; j < n; j++) {
            for (int k = 0; k < i; k++)
                b[i * n + j] += a[i * m + k] * b[k * n + j];
            b[i * n + j] = alpha * b[i * n + j];
        }
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : 1024;
    int n = argc > 2 ? atoi(argv[2]) : m;
    if (m < 1 || n < 1) {
        fprintf(stderr, "trmm_upper: M and N must be >= 1\n");
        return 1;
    }
    double *a = malloc(sizeof(double) * m * m);
    double *b = malloc(sizeof(double) * m * n);
    if (!a || !b) {
        fprintf(stderr, "trmm_upper: out of memory\n");
        return 1;
    }
    for (int i = 0; i < m; i++)
        for (int k = 0; k < m; k++)
            a[i * m + k] = (double)((i * 3 + k * 7) % 19) / (19.0 * m);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            b[i * n + j] = (double)((i * 5 + j * 2) % 23) / 23.0;

    kernel_trmm_upper(m, n, 0.75, a, b);

    double checksum = 0.0;
    for (int i = 0; i < m * n; i++)
        checksum += b[i];
    printf("trmm_upper m=%d n=%d\n", m, n);
    printf("checksum %.9e\n", checksum);
    printf("b[0][0] %.17g\n", b[0]);
    printf("b[m/2][n/3] %.17g\n", b[(m / 2) * n + n / 3]);
    printf("b[m-1][n-1] %.17g\n", b[(m - 1) * n + n - 1]);
    free(a);
    free(b);
    return 0;
}
