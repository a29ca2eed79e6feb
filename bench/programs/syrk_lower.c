/* syrk_lower: C = beta*C + A*A^T, lower triangle only (j <= i), n x n.
 * usage: syrk_lower [N]   (default N = 1024)
 * Hot nest: i parallel, j triangular (0..i), k a sequential sum. The upper
 * triangle of C is left as initialized. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_syrk_lower(int n, float beta, float *restrict c, const float *a)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= i; j++) {
            float sum = 0.0f;
            for (int k = 0; k < n; k++)
                sum += a[i * n + k] * a[j * n + k];
            c[i * n + j] = beta * c[i * n + j] + sum;
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    if (n < 2) {
        fprintf(stderr, "syrk_lower: N must be >= 2\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    float *c = malloc(sizeof(float) * n * n);
    if (!a || !c) {
        fprintf(stderr, "syrk_lower: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f - 0.5f;
            c[i * n + j] = (float)((i * 2 + j * 5) % 23) / 23.0f;
        }

    kernel_syrk_lower(n, 1.5f, c, a);

    double checksum = 0.0;
    for (int i = 0; i < n * n; i++)
        checksum += c[i];
    printf("syrk_lower n=%d\n", n);
    printf("checksum %.6e\n", checksum);
    printf("c[0][0] %.9g\n", c[0]);
    printf("c[n/2][n/3] %.9g\n", c[(n / 2) * n + n / 3]);
    printf("c[n-1][n-2] %.9g\n", c[(n - 1) * n + n - 2]);
    printf("c[0][n-1] %.9g\n", c[n - 1]);
    free(a);
    free(c);
    return 0;
}
