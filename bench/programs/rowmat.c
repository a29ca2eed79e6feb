/* rowmat: a matrix product on matrices allocated as arrays of row pointers (double **), the
 * way many C programs hold matrices.
 * usage: rowmat [N]   (default N = 1024)
 * c[i][j] = sum over k of a[i][k] * b[k][j]; every row comes from its own malloc, so an
 * address is a row pointer read from memory plus a column offset. */
#include <stdio.h>
#include <stdlib.h>

static double **matrix(int n)
{
    double **m = malloc(sizeof(double *) * n);
    if (!m)
        return NULL;
    for (int i = 0; i < n; i++) {
        m[i] = malloc(sizeof(double) * n);
        if (!m[i])
            return NULL;
    }
    return m;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    if (n < 2) {
        fprintf(stderr, "rowmat: N must be >= 2\n");
        return 1;
    }
    double **a = matrix(n), **b = matrix(n), **c = matrix(n);
    if (!a || !b || !c) {
        fprintf(stderr, "rowmat: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i][j] = (double)((i * 3 + j) % 7) / 7.0;
            b[i][j] = (double)((i + 2 * j) % 5) / 5.0;
        }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < n; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
    double trace = 0.0, total = 0.0;
    for (int i = 0; i < n; i++) {
        trace += c[i][i];
        for (int j = 0; j < n; j++)
            total += c[i][j];
    }
    printf("rowmat n=%d\n", n);
    printf("trace %.9g\n", trace);
    printf("sum %.12g\n", total);
    printf("c[n/2][n/3] %.17g\n", c[n / 2][n / 3]);
    return 0;
}
