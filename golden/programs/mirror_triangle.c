/* Symmetric matrices filled from one triangle, at sizes compiled in (as PolyBench's
 * covariance and correlation): row i computes c[i][j] for j from the diagonal (or past it)
 * and stores it at c[j][i] too. In one row, the row's stores and the column's meet only on
 * the diagonal, in one iteration, so the columns j of each row are parallel as well as the
 * rows: the nest launches with a thread per (i, j).
 * skew reads, below the diagonal, the column one to the right (sk[j][i+1] for j > i), which
 * no row writes (each writes only above the diagonal): its rows are parallel too, but only
 * a listing of each row's columns shows it, each row's loop starting past a peeled first
 * column where the row's count is odd.
 * The arrays come from malloc, as PolyBench's do: in one row of the triangle, the row's
 * stores and the column's differ only by the counter's two strides (8 and 8*N bytes), and
 * proving them apart takes the count of the row's loop, at most N - i.
 * usage: mirror_triangle [SEED] */
#include <stdio.h>
#include <stdlib.h>

#define N 60
#define M 70

static void __attribute__((noinline)) covariance(double (*data)[N], double (*cov)[N])
{
    for (int i = 0; i < N; i++)
        for (int j = i; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < M; k++)
                s += data[k][i] * data[k][j];
            cov[i][j] = s / (M - 1);
            cov[j][i] = cov[i][j];
        }
}

static void __attribute__((noinline)) correlation(double (*data)[N], double (*corr)[N])
{
    for (int i = 0; i < N - 1; i++) {
        corr[i][i] = 1.0;
        for (int j = i + 1; j < N; j++) {
            corr[i][j] = 0.0;
            for (int k = 0; k < M; k++)
                corr[i][j] += data[k][i] * data[k][j];
            corr[j][i] = corr[i][j];
        }
    }
    corr[N - 1][N - 1] = 1.0;
}

static void __attribute__((noinline)) skew(double (*data)[N], double (*sk)[N + 1])
{
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++)
            sk[i][j] = sk[j][i + 1] * 0.5 + data[j][i];
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    double (*data)[N] = malloc(sizeof(double) * M * N);
    double (*cov)[N] = malloc(sizeof(double) * N * N);
    double (*corr)[N] = malloc(sizeof(double) * N * N);
    double (*sk)[N + 1] = malloc(sizeof(double) * (N + 1) * (N + 1));
    for (int k = 0; k < M; k++)
        for (int i = 0; i < N; i++) {
            seed = seed * 1103515245u + 12345u;
            data[k][i] = (double)((seed >> 16) % 1000) / 250.0 - 2.0;
        }
    for (int i = 0; i <= N; i++)
        for (int j = 0; j <= N; j++)
            sk[i][j] = (double)((i * 7 + j * 3) % 11);
    covariance(data, cov);
    correlation(data, corr);
    skew(data, sk);
    double h = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            h = h * 0.999 + cov[i][j] + 2.0 * corr[i][j] + 3.0 * sk[i][j];
    printf("hash %.17g cov[3][41] %.17g corr[40][2] %.17g sk[5][9] %.17g\n", h, cov[3][41],
           corr[40][2], sk[5][9]);
    return 0;
}
