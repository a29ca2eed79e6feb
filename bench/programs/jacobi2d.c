/* jacobi2d: 2-D 5-point Jacobi stencil on an n x n grid with a time loop.
 * usage: jacobi2d [N [STEPS]]   (defaults N = 2048, STEPS = 100)
 * Per step: nest 1 computes B from A over the interior, nest 2 copies the
 * interior of B back into A. Both nests are parallel in i and j; t is not. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_jacobi2d(int n, int steps, float *restrict a, float *restrict b)
{
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                b[i * n + j] = 0.2f * (a[i * n + j] + a[i * n + j - 1] +
                                       a[i * n + j + 1] + a[(i - 1) * n + j] +
                                       a[(i + 1) * n + j]);
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                a[i * n + j] = b[i * n + j];
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2048;
    int steps = argc > 2 ? atoi(argv[2]) : 100;
    if (n < 3 || steps < 1) {
        fprintf(stderr, "jacobi2d: N must be >= 3 and STEPS >= 1\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    float *b = malloc(sizeof(float) * n * n);
    if (!a || !b) {
        fprintf(stderr, "jacobi2d: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f;
            b[i * n + j] = a[i * n + j];
        }

    kernel_jacobi2d(n, steps, a, b);

    double checksum = 0.0;
    for (int i = 0; i < n * n; i++)
        checksum += a[i];
    printf("jacobi2d n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("a[1][1] %.9g\n", a[n + 1]);
    printf("a[n/2][n/3] %.9g\n", a[(n / 2) * n + n / 3]);
    printf("a[n-2][n-2] %.9g\n", a[(n - 2) * n + n - 2]);
    free(a);
    free(b);
    return 0;
}
