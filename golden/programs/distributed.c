/* Loops whose statements want different loops as threads, each run as two kernels one after
 * the other (a distribution; runtime test `distributed_loops_launch_once_per_call`):
 * - atax, inlined into `main` with malloc'ed arrays, as PolyBench writes it: clang keeps the
 *   row's sum `tmp[i]` in a register and stores it after the update of `y`, so the second
 *   part reads `tmp[i]` back from memory instead of summing the row again;
 * - bicg in a function of its own (`s[j]` wants the columns as threads, `q[i]` the rows);
 * - `gated`: atax whose sum is stored only where it is positive, so the update cannot read it
 *   back (the loop launches per row, or not at all).
 * usage: distributed M N [SHIFT]: SHIFT moves bicg's `q` by that many doubles onto `s`
 * (the parts then meet, and the loop runs on the CPU). */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
bicg(int m, int n, const double *a, double *s, double *q, const double *p, const double *r)
{
    for (int j = 0; j < m; j++)
        s[j] = 0.0;
    for (int i = 0; i < n; i++) {
        q[i] = 0.0;
        for (int j = 0; j < m; j++) {
            s[j] = s[j] + r[i] * a[i * m + j];
            q[i] = q[i] + a[i * m + j] * p[j];
        }
    }
}

static void __attribute__((noinline))
gated(int m, int n, const double *restrict a, const double *restrict x, double *restrict y,
      double *restrict tmp)
{
    for (int j = 0; j < n; j++)
        y[j] = 0.0;
    for (int i = 0; i < m; i++) {
        double t = 0.0;
        for (int j = 0; j < n; j++)
            t += a[i * n + j] * x[j];
        for (int j = 0; j < n; j++)
            y[j] = y[j] + a[i * n + j] * t;
        if (t > 4.0)
            tmp[i] = t;
    }
}

static double sum(const double *v, int len)
{
    double s = 0.0;
    for (int i = 0; i < len; i++)
        s += v[i] * (1 + i % 7);
    return s;
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : 40;
    int n = argc > 2 ? atoi(argv[2]) : 30;
    int shift = argc > 3 ? atoi(argv[3]) : -1;
    if (m < 1 || n < 1 || shift < -1) {
        fprintf(stderr, "distributed: M and N must be >= 1, SHIFT >= 0\n");
        return 1;
    }
    int big = m > n ? m : n;
    double *a = malloc(sizeof(double) * m * n);
    double *x = malloc(sizeof(double) * big);
    double *y = malloc(sizeof(double) * big);
    double *tmp = malloc(sizeof(double) * big);
    double *s = malloc(sizeof(double) * (2 * big + 8));
    if (!a || !x || !y || !tmp || !s) {
        fprintf(stderr, "distributed: out of memory\n");
        return 1;
    }
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (double)((i * 7 + j * 3) % 13) / 13.0;
    for (int j = 0; j < big; j++) {
        x[j] = 1.0 + j % 5;
        tmp[j] = -1.0;
    }
    /* atax */
    for (int j = 0; j < n; j++)
        y[j] = 0.0;
    for (int i = 0; i < m; i++) {
        tmp[i] = 0.0;
        for (int j = 0; j < n; j++)
            tmp[i] = tmp[i] + a[i * n + j] * x[j];
        for (int j = 0; j < n; j++)
            y[j] = y[j] + a[i * n + j] * tmp[i];
    }
    printf("atax %.17g %.17g\n", sum(y, n), sum(tmp, m));
    /* bicg: s and q in one buffer, q after s or moved onto it */
    double *q = shift < 0 ? s + big + 4 : s + shift;
    for (int j = 0; j < n; j++)
        y[j] = 2.0 - j % 3;
    bicg(n, m, a, s, q, x, y);
    printf("bicg %.17g %.17g\n", sum(s, n), sum(q, m));
    gated(m, n, a, x, y, tmp);
    printf("gated %.17g %.17g\n", sum(y, n), sum(tmp, m));
    return 0;
}
