/* gemv: y = A * x (row orientation), iterated: x = 0.5*x + y + small term.
 * usage: gemv [N [STEPS]]   (defaults N = 4096, STEPS = 40)
 * Hot nests: the row loop i is parallel, j is a sequential dot product;
 * the x update is a parallel 1-D loop. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_gemv(int n, int steps, float *restrict y, float *restrict x,
            const float *a)
{
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < n; i++) {
            float sum = 0.0f;
            for (int j = 0; j < n; j++)
                sum += a[i * n + j] * x[j];
            y[i] = sum;
        }
        for (int i = 0; i < n; i++)
            x[i] = 0.5f * x[i] + y[i] + 0.001f * (float)(i % 7);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int steps = argc > 2 ? atoi(argv[2]) : 40;
    if (n < 2 || steps < 1) {
        fprintf(stderr, "gemv: N must be >= 2 and STEPS >= 1\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    float *x = malloc(sizeof(float) * n);
    float *y = malloc(sizeof(float) * n);
    if (!a || !x || !y) {
        fprintf(stderr, "gemv: out of memory\n");
        return 1;
    }
    float scale = 1.0f / (float)n;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f * scale;
    for (int i = 0; i < n; i++) {
        x[i] = (float)((i * 5) % 11) / 11.0f;
        y[i] = 0.0f;
    }

    kernel_gemv(n, steps, y, x, a);

    double checksum = 0.0;
    for (int i = 0; i < n; i++)
        checksum += y[i];
    for (int i = 0; i < n; i++)
        checksum += x[i];
    printf("gemv n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("y[0] %.9g\n", y[0]);
    printf("y[n/3] %.9g\n", y[n / 3]);
    printf("x[n-1] %.9g\n", x[n - 1]);
    free(a);
    free(x);
    free(y);
    return 0;
}
