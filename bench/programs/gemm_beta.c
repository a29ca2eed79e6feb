/* gemm_beta: C = alpha * A * B + beta * C, n x n float matrices, as BLAS and PolyBench write
 * it: each row of C is scaled, then accumulated over k in i, k, j order.
 * usage: gemm_beta [N]   (default N = 896)
 * Hot nest: i parallel with two child loops (the row scaling, then k sequential around j
 * parallel): auto mode splits i's body between them and runs the scaling as an i, j grid
 * and the product as an i, j grid with k in order in every thread. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_gemm_beta(int n, float alpha, float beta, float *restrict c, const float *a,
                 const float *b)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            c[i * n + j] *= beta;
        for (int k = 0; k < n; k++)
            for (int j = 0; j < n; j++)
                c[i * n + j] += alpha * a[i * n + k] * b[k * n + j];
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 896;
    if (n < 2) {
        fprintf(stderr, "gemm_beta: N must be >= 2\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    float *b = malloc(sizeof(float) * n * n);
    float *c = malloc(sizeof(float) * n * n);
    if (!a || !b || !c) {
        fprintf(stderr, "gemm_beta: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f - 0.5f;
            b[i * n + j] = (float)((i * 5 + j * 11) % 13) / 13.0f;
            c[i * n + j] = (float)((i + j) % 7) / 7.0f;
        }

    kernel_gemm_beta(n, 1.5f, 1.2f, c, a, b);

    double checksum = 0.0;
    for (int i = 0; i < n * n; i++)
        checksum += c[i];
    printf("gemm_beta n=%d\n", n);
    printf("checksum %.6e\n", checksum);
    printf("c[0][0] %.9g\n", c[0]);
    printf("c[n/2][n/3] %.9g\n", c[(n / 2) * n + n / 3]);
    printf("c[n-1][n-1] %.9g\n", c[n * n - 1]);
    free(a);
    free(b);
    free(c);
    return 0;
}
