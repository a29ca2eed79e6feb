/* fdtd-2d's `ex` update as clang -O2 -msimd128 vectorises it, at sizes compiled in: each
 * row's columns 1 .. N-1 run as a vector loop behind an alias test that clang hoists out
 * of the rows, then one scalar column (N-1 is odd), or where the arrays may meet, a scalar
 * loop over them all. With the test's sides apart, the vector side's row holds the vector
 * loop and the last column: the loop splits into the vector loop as a grid of rows by
 * vector pairs, then the last column as a thread per row, where it ran a thread per row.
 * In the last call `hz` lies one row into `ex`: the scalar side runs.
 * usage: rows_tail_simd [SEED] */
#include <stdio.h>
#include <stdlib.h>

#define NX 20
#define NY 80

static void __attribute__((noinline)) update(double (*ex)[NY], double (*hz)[NY])
{
    for (int i = 0; i < NX; i++)
        for (int j = 1; j < NY; j++)
            ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
}

static double hash(double (*a)[NY], int rows)
{
    double h = 0.0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < NY; j++)
            h = h * 0.999 + a[i][j];
    return h;
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    double (*ex)[NY] = malloc(sizeof(double) * (NX + 1) * NY);
    double (*hz)[NY] = malloc(sizeof(double) * NX * NY);
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) {
            seed = seed * 1103515245u + 12345u;
            ex[i][j] = (double)((seed >> 16) % 1000) / 100.0;
            hz[i][j] = (double)(i * NY + j) / 7.0;
        }
    for (int j = 0; j < NY; j++)
        ex[NX][j] = 0.25 * j;
    for (int t = 0; t < 4; t++) {
        update(ex, hz);
        hz[t][t] += ex[t][t + 1];
    }
    printf("apart %.6f %.6f\n", hash(ex, NX), hash(hz, NX));
    update(ex, ex + 1);
    printf("shifted %.6f\n", hash(ex, NX + 1));
    return 0;
}
