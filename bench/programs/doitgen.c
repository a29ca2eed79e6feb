/* doitgen: PolyBench's multiresolution analysis kernel with its sizes from the command
 * line. For every (r, q) the row A[r][q][*] times C4 goes into a scratch row `sum`, which is
 * then copied back into A[r][q][*] (clang turns that loop into `memcpy`). Every (r, q)
 * writes the same `sum`, so the `r` loop is parallel only with a copy of `sum` per thread
 * (docs/AUTO-OFFLOAD.md, "Private copies"); before, the `p` loop and the `memcpy` launched
 * once per (r, q).
 * usage: doitgen [NR [NQ [NP]]]   (defaults 64 64 128) */
#include <stdio.h>
#include <stdlib.h>

static void kernel_doitgen(int nr, int nq, int np, double *A, const double *C4, double *sum)
{
    for (int r = 0; r < nr; r++)
        for (int q = 0; q < nq; q++) {
            double *row = &A[((long)r * nq + q) * np];
            for (int p = 0; p < np; p++) {
                sum[p] = 0.0;
                for (int s = 0; s < np; s++)
                    sum[p] += row[s] * C4[(long)s * np + p];
            }
            for (int p = 0; p < np; p++)
                row[p] = sum[p];
        }
}

int main(int argc, char **argv)
{
    int nr = argc > 1 ? atoi(argv[1]) : 64;
    int nq = argc > 2 ? atoi(argv[2]) : 64;
    int np = argc > 3 ? atoi(argv[3]) : 128;
    if (nr < 1 || nq < 1 || np < 1) {
        fprintf(stderr, "doitgen: NR, NQ and NP must be >= 1\n");
        return 1;
    }
    double *A = malloc(sizeof(double) * (size_t)nr * nq * np);
    double *C4 = malloc(sizeof(double) * (size_t)np * np);
    double *sum = malloc(sizeof(double) * (size_t)np);
    if (!A || !C4 || !sum) {
        fprintf(stderr, "doitgen: out of memory\n");
        return 1;
    }
    for (int i = 0; i < nr; i++)
        for (int j = 0; j < nq; j++)
            for (int k = 0; k < np; k++)
                A[((long)i * nq + j) * np + k] = (double)((i * j + k) % np) / np;
    for (int i = 0; i < np; i++)
        for (int j = 0; j < np; j++)
            C4[(long)i * np + j] = (double)(i * j % np) / np;
    kernel_doitgen(nr, nq, np, A, C4, sum);
    double s = 0;
    for (long i = 0; i < (long)nr * nq * np; i++)
        s += A[i] * (double)(1 + i % 7);
    printf("doitgen %d %d %d: %.10e %.10e %.10e\n", nr, nq, np, s, A[0],
           A[(long)nr * nq * np - 1]);
    return 0;
}
