/* lu: in-place LU factorisation without pivoting (Doolittle, right-looking), n x n, of a
 * diagonally dominant matrix.
 * usage: lu [N]   (default N = 1024)
 * Hot nest: k in order (step k reads the row and column step k - 1 wrote); inside it the
 * column scaling (i parallel) and the trailing update (i and j parallel, a shrinking square).
 * auto mode launches both once per k. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_lu(int n, float *a)
{
    for (int k = 0; k < n; k++) {
        for (int i = k + 1; i < n; i++)
            a[i * n + k] /= a[k * n + k];
        for (int i = k + 1; i < n; i++)
            for (int j = k + 1; j < n; j++)
                a[i * n + j] -= a[i * n + k] * a[k * n + j];
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    if (n < 2) {
        fprintf(stderr, "lu: N must be >= 2\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    if (!a) {
        fprintf(stderr, "lu: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (float)((i * 7 + j * 13) % 29) / 29.0f + (i == j ? (float)n : 0.0f);

    kernel_lu(n, a);

    double checksum = 0.0;
    for (int i = 0; i < n * n; i++)
        checksum += a[i];
    printf("lu n=%d\n", n);
    printf("checksum %.6e\n", checksum);
    printf("a[0][0] %.9g\n", a[0]);
    printf("a[n/2][n/3] %.9g\n", a[(n / 2) * n + n / 3]);
    printf("a[n-1][n-1] %.9g\n", a[(n - 1) * n + n - 1]);
    printf("a[n-1][0] %.9g\n", a[(n - 1) * n]);
    free(a);
    return 0;
}
