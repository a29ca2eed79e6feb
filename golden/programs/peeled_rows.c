/* Row updates whose columns clang unrolls by 2 with the first column peeled when their
 * count is odd: `for i > k: for j > k: a[i][j] -= a[i][k] * a[k][j]`, the trailing update of
 * a right-looking elimination. The peeled column and the start of the unrolled columns are
 * chosen by one branch on the count's parity, the same in every row: the rows and the
 * columns launch as one 2-D grid (runtime test `a_peeled_first_column_keeps_the_rows_a_grid`).
 * `update` is called once per step from `main`'s loop; `eliminate` is the whole
 * factorisation in one function, its update nest launched at each step.
 * usage: peeled_rows N */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) update(int n, int k, float *a)
{
    for (int i = k + 1; i < n; i++)
        for (int j = k + 1; j < n; j++)
            a[i * n + j] -= a[i * n + k] * a[k * n + j];
}

static void __attribute__((noinline)) eliminate(int n, float *a)
{
    for (int k = 0; k < n; k++) {
        for (int i = k + 1; i < n; i++)
            a[i * n + k] /= a[k * n + k];
        for (int i = k + 1; i < n; i++)
            for (int j = k + 1; j < n; j++)
                a[i * n + j] -= a[i * n + k] * a[k * n + j];
    }
}

static double checksum(int n, const float *a)
{
    double s = 0.0;
    for (int i = 0; i < n * n; i++)
        s += a[i] * (double)(i % 7 + 1);
    return s;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 33;
    if (n < 1 || n > 4096)
        return 1;
    float *a = malloc(sizeof(float) * n * n);
    float *b = malloc(sizeof(float) * n * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i * n + j] = (float)((i * 5 + j * 3) % 11) / (11.0f * (float)n);
            b[i * n + j] = (float)((i * 5 + j * 3) % 11) / 11.0f + (i == j ? (float)n : 0.0f);
        }
    for (int k = 0; k < n; k++)
        update(n, k, a);
    eliminate(n, b);
    printf("update %.9e\n", checksum(n, a));
    printf("eliminate %.9e\n", checksum(n, b));
    printf("b[n-1][n-1] %.9g\n", b[n * n - 1]);
    free(a);
    free(b);
    return 0;
}
