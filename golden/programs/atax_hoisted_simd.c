/* PolyBench's atax as clang -O2 -msimd128 vectorises it, at sizes compiled in: `tmp[i]` is
 * a row's sum, then `y[j] += A[i][j] * tmp[i]` for every column. clang tests once, before
 * the rows, whether `y` meets `A` or `tmp`; each row then runs either a vector loop with
 * `tmp[i]` splatted in a register or one that reads it again per column. With both loops
 * in the row, the rows did not distribute: the column update launched once per row. With
 * the test's sides analysed apart, the rows run as two kernels, the sums as a thread per
 * row and the update as a thread per column with the rows in order inside it. In the last
 * call `y` lies inside `tmp`: the parts touch the same bytes and the nest runs on the CPU.
 * usage: atax_hoisted_simd [SEED] */
#include <stdio.h>
#include <stdlib.h>

#define M 38
#define N 44

static void __attribute__((noinline)) atax(double (*A)[N], double *x, double *y, double *tmp)
{
    for (int j = 0; j < N; j++)
        y[j] = 0.0;
    for (int i = 0; i < M; i++) {
        tmp[i] = 0.0;
        for (int j = 0; j < N; j++)
            tmp[i] = tmp[i] + A[i][j] * x[j];
        for (int j = 0; j < N; j++)
            y[j] = y[j] + A[i][j] * tmp[i];
    }
}

static double hash(const double *v, int n)
{
    double h = 0.0;
    for (int i = 0; i < n; i++)
        h = h * 0.999 + v[i];
    return h;
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    double (*A)[N] = malloc(sizeof(double) * M * N);
    double *x = malloc(sizeof(double) * N);
    double *y = malloc(sizeof(double) * N);
    double *tmp = malloc(sizeof(double) * (M + N));
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1103515245u + 12345u;
            A[i][j] = (double)((seed >> 16) % 1000) / 250.0 - 2.0;
        }
    for (int j = 0; j < N; j++)
        x[j] = 1.0 + (double)j / N;
    for (int r = 0; r < 3; r++) {
        atax(A, x, y, tmp);
        x[r] = y[r] / 64.0;
        printf("apart %d %.6f %.6f\n", r, hash(y, N), hash(tmp, M));
    }
    /* y three cells into tmp: the rows' sums and the update share bytes. */
    atax(A, x, tmp + 3, tmp);
    printf("inside %.6f\n", hash(tmp, M + N));
    return 0;
}
