/* heat3d: 3-D 7-point heat stencil on an n x n x n grid with a time loop.
 * usage: heat3d [N [STEPS]]   (defaults N = 192, STEPS = 20)
 * Per step: A -> B over the interior, then B -> A over the interior
 * (as PolyBench heat-3d). Both nests are parallel in i, j, k; t is not. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_heat3d(int n, int steps, float *restrict a, float *restrict b)
{
    int nn = n * n;
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                for (int k = 1; k < n - 1; k++) {
                    int p = i * nn + j * n + k;
                    b[p] = 0.125f * (a[p + nn] - 2.0f * a[p] + a[p - nn]) +
                           0.125f * (a[p + n] - 2.0f * a[p] + a[p - n]) +
                           0.125f * (a[p + 1] - 2.0f * a[p] + a[p - 1]) +
                           a[p];
                }
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                for (int k = 1; k < n - 1; k++) {
                    int p = i * nn + j * n + k;
                    a[p] = 0.125f * (b[p + nn] - 2.0f * b[p] + b[p - nn]) +
                           0.125f * (b[p + n] - 2.0f * b[p] + b[p - n]) +
                           0.125f * (b[p + 1] - 2.0f * b[p] + b[p - 1]) +
                           b[p];
                }
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 192;
    int steps = argc > 2 ? atoi(argv[2]) : 20;
    if (n < 3 || steps < 1) {
        fprintf(stderr, "heat3d: N must be >= 3 and STEPS >= 1\n");
        return 1;
    }
    int total = n * n * n;
    float *a = malloc(sizeof(float) * total);
    float *b = malloc(sizeof(float) * total);
    if (!a || !b) {
        fprintf(stderr, "heat3d: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++) {
                int p = (i * n + j) * n + k;
                a[p] = (float)((i * 7 + j * 3 + k * 5) % 17) / 17.0f;
                b[p] = a[p];
            }

    kernel_heat3d(n, steps, a, b);

    double checksum = 0.0;
    for (int i = 0; i < total; i++)
        checksum += a[i];
    int m = n / 2;
    printf("heat3d n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("a[1][1][1] %.9g\n", a[(1 * n + 1) * n + 1]);
    printf("a[n/2][n/2][n/3] %.9g\n", a[(m * n + m) * n + n / 3]);
    printf("a[n-2][n-2][n-2] %.9g\n", a[((n - 2) * n + n - 2) * n + n - 2]);
    free(a);
    free(b);
    return 0;
}
