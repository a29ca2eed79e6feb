/* gemm_ikj: C = A * B, n x n float matrices, in i, k, j order (the order that walks
 * every matrix by rows, as users write it for a CPU's caches).
 * usage: gemm_ikj [N]   (default N = 896)
 * Hot nest: i parallel around k sequential around j parallel: auto mode runs i and j as a
 * 2-D grid, each thread summing its element over k in k's order (an interchange). */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_gemm_ikj(int n, float *restrict c, const float *a, const float *b)
{
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            float aik = a[i * n + k];
            for (int j = 0; j < n; j++)
                c[i * n + j] += aik * b[k * n + j];
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 896;
    if (n < 2) {
        fprintf(stderr, "gemm_ikj: N must be >= 2\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    float *b = malloc(sizeof(float) * n * n);
    float *c = malloc(sizeof(float) * n * n);
    if (!a || !b || !c) {
        fprintf(stderr, "gemm_ikj: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f - 0.5f;
            b[i * n + j] = (float)((i * 5 + j * 11) % 13) / 13.0f;
            c[i * n + j] = 0.0f;
        }

    kernel_gemm_ikj(n, c, a, b);

    double checksum = 0.0;
    for (int i = 0; i < n * n; i++)
        checksum += c[i];
    printf("gemm_ikj n=%d\n", n);
    printf("checksum %.6e\n", checksum);
    printf("c[0][0] %.9g\n", c[0]);
    printf("c[n/2][n/3] %.9g\n", c[(n / 2) * n + n / 3]);
    printf("c[n-1][n-1] %.9g\n", c[n * n - 1]);
    free(a);
    free(b);
    free(c);
    return 0;
}
