/* A 3-D Jacobi sweep as clang -O2 -msimd128 vectorises it, at sizes compiled in (PolyBench's
 * heat-3d): each row (i, j) of b is computed from a's neighbours, the vector loop guarded by a
 * run-time test that the row of b does not overlap the rows of a it reads, computed afresh
 * in every iteration of the outermost loop. With both the vector loop and the scalar loop in
 * the row, the kernel was a grid over (i, j), each thread running its row; analysed with the
 * test finding the arrays apart (unswitch_rows.rs), the row's columns are threads too.
 * shifted runs the sweep with b inside a (one plane on): the test finds them overlapping, and
 * the nest runs on the CPU.
 * usage: heat_rows_simd [SEED] */
#include <stdio.h>
#include <stdlib.h>

#define N 24

static void __attribute__((noinline)) sweep(double (*b)[N][N], double (*a)[N][N])
{
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            for (int k = 1; k < N - 1; k++)
                b[i][j][k] = 0.125 * (a[i + 1][j][k] - 2.0 * a[i][j][k] + a[i - 1][j][k])
                             + 0.125 * (a[i][j + 1][k] - 2.0 * a[i][j][k] + a[i][j - 1][k])
                             + 0.125 * (a[i][j][k + 1] - 2.0 * a[i][j][k] + a[i][j][k - 1])
                             + a[i][j][k];
}

static double hash(double (*a)[N][N])
{
    double h = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                h = h * 0.999 + a[i][j][k];
    return h;
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    double (*a)[N][N] = malloc(sizeof(double) * N * N * N * 2);
    double (*b)[N][N] = malloc(sizeof(double) * N * N * N);
    for (int i = 0; i < 2 * N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++) {
                seed = seed * 1103515245u + 12345u;
                a[i][j][k] = (double)((seed >> 16) % 1000) / 100.0;
            }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                b[i][j][k] = 0.0;
    for (int t = 0; t < 3; t++) {
        sweep(b, a);
        sweep(a, b);
    }
    printf("apart %.6f %.6f\n", hash(a), hash(b));
    /* b one plane into a: the row test finds them overlapping. */
    sweep(a + 1, a);
    printf("shifted %.6f\n", hash(a + 1));
    return 0;
}
