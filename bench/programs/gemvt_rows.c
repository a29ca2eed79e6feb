/* gemvt_rows: y = A^T * x summed row by row, as C code often writes it (the sum over i
 * outside, j inside), iterated: x = 0.5*x + y + small term.
 * usage: gemvt_rows [N [STEPS]]   (defaults N = 4096, STEPS = 10)
 * Hot nest: `for i { for j { y[j] += a[i][j] * x[i] } }`. i carries every y[j], j is parallel
 * in every i: auto mode runs j as the threads, each summing its y[j] over i in order (an
 * interchange), one launch per step instead of one per row. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_gemvt_rows(int n, int steps, float *restrict y, float *restrict x,
                  const float *a)
{
    for (int t = 0; t < steps; t++) {
        for (int j = 0; j < n; j++)
            y[j] = 0.0f;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                y[j] += a[i * n + j] * x[i];
        for (int j = 0; j < n; j++)
            x[j] = 0.5f * x[j] + y[j] + 0.001f * (float)(j % 7);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 2 || steps < 1) {
        fprintf(stderr, "gemvt_rows: N must be >= 2 and STEPS >= 1\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    float *x = malloc(sizeof(float) * n);
    float *y = malloc(sizeof(float) * n);
    if (!a || !x || !y) {
        fprintf(stderr, "gemvt_rows: out of memory\n");
        return 1;
    }
    float scale = 1.0f / (float)n;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (float)((i * 3 + j * 7) % 19) / 19.0f * scale;
    for (int i = 0; i < n; i++) {
        x[i] = (float)((i * 5) % 11) / 11.0f;
        y[i] = 0.0f;
    }

    kernel_gemvt_rows(n, steps, y, x, a);

    double checksum = 0.0;
    for (int i = 0; i < n; i++)
        checksum += y[i];
    for (int i = 0; i < n; i++)
        checksum += x[i];
    printf("gemvt_rows n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("y[0] %.9g\n", y[0]);
    printf("y[n/3] %.9g\n", y[n / 3]);
    printf("x[n-1] %.9g\n", x[n - 1]);
    free(a);
    free(x);
    free(y);
    return 0;
}
