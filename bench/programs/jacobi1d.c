/* jacobi1d: 1-D 3-point Jacobi stencil with a time loop, two arrays.
 * usage: jacobi1d [N [STEPS]]   (defaults N = 4000000, STEPS = 100)
 * Per step: B from A over the interior, then A from B. Both sweeps are parallel; with
 * `restrict`, clang loads each element once and carries it to the next iteration. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_jacobi1d(int n, int steps, double *restrict a, double *restrict b)
{
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < n - 1; i++)
            b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
        for (int i = 1; i < n - 1; i++)
            a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4000000;
    int steps = argc > 2 ? atoi(argv[2]) : 100;
    if (n < 3 || steps < 1) {
        fprintf(stderr, "jacobi1d: N must be >= 3 and STEPS >= 1\n");
        return 1;
    }
    double *a = malloc(sizeof(double) * n);
    double *b = malloc(sizeof(double) * n);
    if (!a || !b) {
        fprintf(stderr, "jacobi1d: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        a[i] = (double)((i * 7) % 19) / 19.0 + 2.0;
        b[i] = (double)((i * 3) % 11) / 11.0 + 3.0;
    }

    kernel_jacobi1d(n, steps, a, b);

    double checksum = 0.0;
    for (int i = 0; i < n; i++)
        checksum += a[i] - 0.5 * b[i];
    printf("jacobi1d n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("a[1] %.9g\n", a[1]);
    printf("a[n/2] %.9g\n", a[n / 2]);
    printf("b[n-2] %.9g\n", b[n - 2]);
    free(a);
    free(b);
    return 0;
}
