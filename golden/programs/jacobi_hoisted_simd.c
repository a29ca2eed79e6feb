/* A 2-D Jacobi sweep between two arrays as clang -O2 -msimd128 vectorises it, at sizes
 * compiled in (PolyBench's jacobi-2d): the vector loop of each row is guarded by a run-time
 * test that the arrays do not overlap, which clang hoists out of the rows: it reaches the
 * sweep's nest as one value fixed before it. With both the vector loop and the scalar loop
 * in the row, the kernel was a thread per row; with the test's two sides analysed apart
 * (unswitch_alternatives.rs), each call runs the side its arguments take, and the row's
 * columns are threads too. shifted sweeps between two overlapping windows of one array:
 * the test finds them overlapping and the scalar side runs, as a grid too.
 * usage: jacobi_hoisted_simd [SEED] */
#include <stdio.h>
#include <stdlib.h>

#define N 40

static void __attribute__((noinline)) sweep(double (*b)[N], double (*a)[N])
{
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][j + 1] + a[i + 1][j] + a[i - 1][j]);
}

static double hash(double (*a)[N], int rows)
{
    double h = 0.0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < N; j++)
            h = h * 0.999 + a[i][j];
    return h;
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    double (*a)[N] = malloc(sizeof(double) * N * N * 2);
    double (*b)[N] = malloc(sizeof(double) * N * N);
    for (int i = 0; i < 2 * N; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1103515245u + 12345u;
            a[i][j] = (double)((seed >> 16) % 1000) / 100.0;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            b[i][j] = 0.0;
    for (int t = 0; t < 4; t++) {
        sweep(b, a);
        sweep(a, b);
    }
    printf("apart %.6f %.6f\n", hash(a, N), hash(b, N));
    /* b half the rows into a: the test finds them overlapping. */
    sweep(a + N / 2, a);
    printf("shifted %.6f\n", hash(a, 2 * N));
    return 0;
}
