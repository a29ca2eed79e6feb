/* gemm as clang -O2 -msimd128 vectorises it, at sizes compiled in (PolyBench's gemm): each
 * row of c is scaled, then for each k gets alpha * a[i][k] * b[k][...] added, two columns at
 * a time in a vector loop unrolled by two whose exit test sits between its halves (its
 * header runs once past the last iteration), behind a run-time test that the row of c does
 * not overlap a's row or b, computed afresh in every row. Analysed with that test finding the
 * arrays apart (unswitch_rows.rs), the row's k loop has one child, and the product runs as a
 * grid over (i, column pairs) with k in order in each thread, the header's extra run a
 * thread of its own.
 * overlapped runs the product with c inside b: the test finds them overlapping in some rows,
 * and the nest does not launch whole (its inner loops launch per row).
 * usage: gemm_rows_simd [SEED] */
#include <stdio.h>
#include <stdlib.h>

#define NI 60
#define NJ 70
#define NK 80

static void __attribute__((noinline)) gemm(double alpha, double beta, double (*c)[NJ],
                                           double (*a)[NK], double (*b)[NJ])
{
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++)
            c[i][j] *= beta;
        for (int k = 0; k < NK; k++)
            for (int j = 0; j < NJ; j++)
                c[i][j] += alpha * a[i][k] * b[k][j];
    }
}

static double hash(double (*c)[NJ], int rows)
{
    double h = 0.0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < NJ; j++)
            h = h * 0.999 + c[i][j];
    return h;
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    double (*a)[NK] = malloc(sizeof(double) * NI * NK);
    double (*b)[NJ] = malloc(sizeof(double) * (NK + NI) * NJ);
    double (*c)[NJ] = malloc(sizeof(double) * NI * NJ);
    for (int i = 0; i < NI; i++)
        for (int k = 0; k < NK; k++) {
            seed = seed * 1103515245u + 12345u;
            a[i][k] = (double)((seed >> 16) % 1000) / 250.0 - 2.0;
        }
    for (int k = 0; k < NK + NI; k++)
        for (int j = 0; j < NJ; j++) {
            seed = seed * 1103515245u + 12345u;
            b[k][j] = (double)((seed >> 8) % 997) / 300.0 - 1.5;
        }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            c[i][j] = (double)(i * NJ + j) / 100.0;
    gemm(1.5, 1.2, c, a, b);
    printf("apart %.6f\n", hash(c, NI));
    /* c is b's rows from NK on: the rows of c the product writes are b's rows it reads. */
    gemm(1.5, 1.2, b + NK / 2, a, b);
    printf("overlapped %.6f\n", hash(b, NK + NI));
    return 0;
}
