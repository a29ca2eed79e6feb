/* Matrices held as arrays of row pointers, row loops launched through the row pointer
 * table (row_pointers.rs), and the tables a launch must refuse: rows out of order, rows
 * that alias each other or another matrix, a table inside the rows, a table the loop writes.
 * usage: n04_rowptr N M MODE
 *   MODE 0: one malloc per row (evenly spaced), 1: rows in reverse order (negative spacing),
 *   2: rows permuted (uneven), 3: every row the same (spacing 0), 4: rows overlapping by
 *   one element, 5: rows of c inside a, 6: rows with a gap of a row after each, c's table in
 *   the first gap (inside the rows' hull, never written), 7: rows from one block
 *   with a gap every 3 rows */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ARGS: 37 29 0
// ARGS: 37 29 1
// ARGS: 37 29 2
// ARGS: 37 29 3
// ARGS: 37 29 4
// ARGS: 37 29 5
// ARGS: 37 29 6
// ARGS: 37 29 7
// ARGS: 1 5 0
// ARGS: 64 64 1

static double *block;

static double **rows(int n, int m, int mode, double **other)
{
    double **t = malloc(sizeof(double *) * (size_t)n);
    double *flat = malloc(sizeof(double) * (size_t)(2 * n + 2) * (size_t)(m + 1));
    for (int i = 0; i < n; i++) {
        switch (mode) {
        case 0: t[i] = malloc(sizeof(double) * (size_t)m); break;
        case 1: t[i] = flat + (size_t)(n - 1 - i) * (size_t)m; break;
        case 2: t[i] = flat + (size_t)((i * 7) % n) * (size_t)m; break;
        case 3: t[i] = flat; break;
        case 4: t[i] = flat + (size_t)i * (size_t)(m - 1); break;
        case 5: t[i] = other ? other[i] + 1 : flat + (size_t)i * (size_t)m; break;
        case 6: t[i] = flat + (size_t)i * (size_t)(2 * m); break;
        default: t[i] = flat + (size_t)(i + i / 3) * (size_t)m; break;
        }
    }
    block = flat;
    if (mode == 6 && 4 * (size_t)n <= 8 * (size_t)m) {
        /* The table in the gap after the first row: inside the rows' hull, never written. */
        double **g = (double **)(flat + m);
        for (int i = 0; i < n; i++)
            g[i] = t[i];
        return g;
    }
    return t;
}

static void fill(double **a, int n, int m, int s)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = (double)((i * 5 + j * 3 + s) % 11) - 5.0;
}

static double sum(double **a, int n, int m)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            s = s * 0.5 + a[i][j];
    return s;
}

/* c[i][j] = a[i][j] * 2 + b[i][j]: rows through three tables. */
static void axpy(double **c, double **a, double **b, int n, int m)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            c[i][j] = a[i][j] * 2.0 + b[i][j];
}

/* c[i][j] = sum_k a[i][k] * b[k][j] (n x m by m x m). */
static void matmul(double **c, double **a, double **b, int n, int m)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double s = 0;
            for (int k = 0; k < m; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

/* In place: a[i][j] += a[i][0] (reads its own row's first element, written at j = 0). */
static void rowshift(double **a, int n, int m)
{
    for (int i = 0; i < n; i++)
        for (int j = m - 1; j >= 0; j--)
            a[i][j] += a[i][0];
}

/* Integer rows: counts[i][j] = i * j + counts[i][j] through an int **. */
static long long ints(int n, int m)
{
    int **t = malloc(sizeof(int *) * (size_t)n);
    for (int i = 0; i < n; i++) {
        t[i] = malloc(sizeof(int) * (size_t)m);
        memset(t[i], 0, sizeof(int) * (size_t)m);
    }
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                t[i][j] = t[i][j] * 3 + i * j + r;
    long long s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            s = s * 31 + t[i][j];
    return s;
}

/* The table written in the loop: each row moved one element on, then written through. */
static void movewrite(double **a, int n, int m)
{
    for (int i = 0; i < n; i++) {
        a[i] = a[i] + (i & 1);
        for (int j = 0; j < m - 1; j++)
            a[i][j] = a[i][j] + 1.0;
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 37, m = argc > 2 ? atoi(argv[2]) : 29;
    int mode = argc > 3 ? atoi(argv[3]) : 0;
    if (n < 1 || m < 2)
        return 1;
    double **a = rows(n, m, 0, NULL), **b = rows(m > n ? m : n, m, 0, NULL);
    double **c = rows(n, m, mode, a);
    fill(a, n, m, 1);
    fill(b, m > n ? m : n, m, 2);
    fill(c, n, m, 3);
    axpy(c, a, b, n, m);
    printf("axpy %.17g %.17g\n", sum(c, n, m), sum(a, n, m));
    matmul(c, a, b, n, m);
    printf("matmul %.17g %.17g\n", sum(c, n, m), sum(a, n, m));
    rowshift(c, n, m);
    printf("rowshift %.17g\n", sum(c, n, m));
    printf("ints %lld\n", ints(n, m));
    movewrite(c, n, m);
    printf("movewrite %.17g\n", sum(c, n, m - 1));
    return 0;
}
