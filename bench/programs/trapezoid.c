/* trapezoid: C += A * B on a trapezoid of C, row i of C has w + i columns.
 * usage: trapezoid [N [M [W]]]   (default N = 1024, M = 256, W = 64)
 * Hot nest: i parallel, k a sequential sum over M, j parallel with a count that grows
 * with i (w + i): the rows and columns are a 2-D grid, k in order inside each thread. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_trapezoid(int n, int m, int w, float *c, const float *a, const float *b)
{
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++)
            for (int j = 0; j < w + i; j++)
                c[i * (n + w) + j] += a[i * m + k] * b[k * (n + w) + j];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    int m = argc > 2 ? atoi(argv[2]) : 256;
    int w = argc > 3 ? atoi(argv[3]) : 64;
    if (n < 1 || m < 1 || w < 0) {
        fprintf(stderr, "trapezoid: N, M must be >= 1 and W >= 0\n");
        return 1;
    }
    int cols = n + w;
    float *a = malloc(sizeof(float) * n * m);
    float *b = malloc(sizeof(float) * m * cols);
    float *c = malloc(sizeof(float) * n * cols);
    if (!a || !b || !c) {
        fprintf(stderr, "trapezoid: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++)
            a[i * m + k] = (float)((i * 7 + k * 3) % 17) / 17.0f - 0.5f;
    for (int k = 0; k < m; k++)
        for (int j = 0; j < cols; j++)
            b[k * cols + j] = (float)((k * 5 + j * 11) % 13) / 13.0f;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < cols; j++)
            c[i * cols + j] = (float)((i + j) % 7);

    kernel_trapezoid(n, m, w, c, a, b);

    double checksum = 0.0;
    for (int i = 0; i < n * cols; i++)
        checksum += c[i];
    printf("trapezoid n=%d m=%d w=%d\n", n, m, w);
    printf("checksum %.9e\n", checksum);
    printf("c[0][0] %.9g\n", c[0]);
    printf("c[n/2][n/3] %.9g\n", c[(n / 2) * cols + n / 3]);
    printf("c[n-1][n+w-2] %.9g\n", c[(n - 1) * cols + cols - 2]);
    free(a);
    free(b);
    free(c);
    return 0;
}
