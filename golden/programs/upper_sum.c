/* Sums over a triangle's rows below the current one: for each (i, j), the column j of A from
 * row i + 1 on. clang -O2 rotates the k loop into a `!=` loop behind `if (i + 1 < m)`,
 * unrolls it by 4 behind a test on the count, and counts the remainder up from minus its
 * count: the launch ranges each count only where its loop is entered (the guards) and reads
 * the remainder's count modulo 2^32 (runtime/src/tests.rs).
 * usage: upper_sum M N */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
upper_sum(int m, int n, const float *restrict a, float *restrict out)
{
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = i + 1; k < m; k++)
                s += a[k * n + j];
            out[i * n + j] = s;
        }
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : 40;
    int n = argc > 2 ? atoi(argv[2]) : 33;
    if (m < 1 || n < 1)
        return 1;
    float *a = malloc(sizeof(float) * m * n);
    float *out = malloc(sizeof(float) * m * n);
    if (!a || !out)
        return 1;
    for (int i = 0; i < m * n; i++)
        a[i] = (float)((i * 7919) % 101) / 17.0f;
    upper_sum(m, n, a, out);
    double t = 0.0;
    for (int i = 0; i < m * n; i++)
        t += out[i] * (i % 7 + 1);
    printf("upper_sum %dx%d %.9g %.9g %.9g\n", m, n, t, out[0], out[m * n - 1]);
    free(a);
    free(out);
    return 0;
}
