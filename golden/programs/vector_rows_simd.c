/* Triangular row updates as clang -O2 -msimd128 vectorises them, at sizes compiled in
 * (PolyBench's syrk and syr2k): each row i updates c[i][0..i] two columns at a time when a
 * run-time test finds the arrays apart, else one at a time with a one-column prolog where
 * the row's count i + 1 is odd; either way a scalar remainder starts where the vector loop
 * stopped, at 0, or past the prolog. The rows are parallel: the nest launches with a thread
 * per row. Built with -msimd128 (build.sh: the `_simd` suffix).
 * overlapped runs syrk on a `c` that holds `a` (a's rows inside c's): then the rows are not
 * apart, and the nest does not launch whole.
 * usage: vector_rows_simd [SEED] */
#include <stdio.h>
#include <stdlib.h>

#define N 70
#define M 50

static void __attribute__((noinline)) syrk(double alpha, double beta, double (*c)[N],
                                           double (*a)[M])
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j <= i; j++)
            c[i][j] *= beta;
        for (int k = 0; k < M; k++)
            for (int j = 0; j <= i; j++)
                c[i][j] += alpha * a[i][k] * a[j][k];
    }
}

static void __attribute__((noinline)) syr2k(double alpha, double beta, double (*c)[N],
                                            double (*a)[M], double (*b)[M])
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j <= i; j++)
            c[i][j] *= beta;
        for (int k = 0; k < M; k++)
            for (int j = 0; j <= i; j++)
                c[i][j] += a[j][k] * alpha * b[i][k] + b[j][k] * alpha * a[i][k];
    }
}

static double hash(double (*c)[N])
{
    double h = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            h = h * 0.999 + c[i][j];
    return h;
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    double (*a)[M] = malloc(sizeof(double) * N * M);
    double (*b)[M] = malloc(sizeof(double) * N * M);
    double (*c)[N] = malloc(sizeof(double) * N * N);
    double (*d)[N] = malloc(sizeof(double) * N * N);
    for (int i = 0; i < N; i++)
        for (int k = 0; k < M; k++) {
            seed = seed * 1103515245u + 12345u;
            a[i][k] = (double)((seed >> 16) % 1000) / 250.0 - 2.0;
            b[i][k] = (double)((seed >> 8) % 997) / 300.0 - 1.5;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            c[i][j] = (double)((i * 7 + j * 3) % 11) - 5.0;
            d[i][j] = c[i][j];
        }
    syrk(1.5, 1.2, c, a);
    printf("syrk %.17g c[9][4] %.17g c[69][69] %.17g\n", hash(c), c[9][4], c[69][69]);
    syr2k(1.5, 1.2, d, a, b);
    printf("syr2k %.17g d[9][4] %.17g d[68][67] %.17g\n", hash(d), d[9][4], d[68][67]);
    /* c's rows as a: the update reads what other rows write. */
    syrk(1e-4, 0.5, c, (double (*)[M])&c[1][0]);
    printf("overlapped %.17g c[9][4] %.17g\n", hash(c), c[9][4]);
    return 0;
}
