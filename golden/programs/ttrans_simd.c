/* A tiled transpose at -O2 -msimd128 with sizes read at run time (the sweep's `tile`): each
 * tile's rows loop `for (i = ii; i < ii + T && i < m; i++)` copies a row of `a` into a
 * column of `b`, the copy vectorised where `m` is 1 (the column is then contiguous) behind a
 * test clang computes from `m` and the arrays' bounds. The rows loop's own exit test
 * compares its counter with a bound too; analysed with that test going to the exit, the
 * region ran one row per tile and left (the rows' kernel gone), and the interpreter ran that
 * row's copy itself: `b` held the first row of each tile only. A per-row unswitch may now
 * drop only loops inside the rows (`unswitch_rows.rs`), and a specialised form is taken only
 * where its kernel is the region's outermost loop (`runtime/src/nests.rs`).
 * usage: ttrans_simd M N */
#include <stdio.h>
#include <stdlib.h>

#define T 32

__attribute__((noinline)) void ttrans(int m, int n, const double *a, double *b)
{
    for (int ii = 0; ii < m; ii += T)
        for (int jj = 0; jj < n; jj += T)
            for (int i = ii; i < ii + T && i < m; i++)
                for (int j = jj; j < jj + T && j < n; j++)
                    b[j * m + i] = a[i * n + j];
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : 70, n = argc > 2 ? atoi(argv[2]) : 50;
    double *a = malloc(sizeof(double) * m * n), *b = calloc(m * n, sizeof(double));
    for (int i = 0; i < m * n; i++)
        a[i] = (i % 11) * 0.5 + i * 0.001;
    ttrans(m, n, a, b);
    double s = 0;
    for (int i = 0; i < m * n; i++)
        s += b[i] * (i % 3 + 1);
    printf("%d %d %.6f\n", m, n, s);
    return 0;
}
