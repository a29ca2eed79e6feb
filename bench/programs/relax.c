/* relax: Laplace's equation on an N x N grid by Jacobi relaxation until no cell changes by
 * more than TOL (in thousandths) or MAXSWEEPS sweeps have run, as solvers are often
 * written: a `changed` flag set where a cell moves more than the tolerance, the two grids'
 * pointers swapped after each sweep. The boundary is hot on one side.
 * usage: relax [N [MAXSWEEPS [TOL]]]   (defaults N = 1024, MAXSWEEPS = 400, TOL = 1)
 * Each sweep is parallel in i and j, its flag a reduction; the sweep loop is not. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    int maxsweeps = argc > 2 ? atoi(argv[2]) : 400;
    float tol = (argc > 3 ? atoi(argv[3]) : 1) / 1000.0f;
    if (n < 3 || maxsweeps < 1) {
        fprintf(stderr, "relax: N must be >= 3 and MAXSWEEPS >= 1\n");
        return 1;
    }
    float *u = calloc((size_t)n * n, sizeof(float)), *v = calloc((size_t)n * n, sizeof(float));
    if (!u || !v) {
        fprintf(stderr, "relax: out of memory\n");
        return 1;
    }
    for (int j = 0; j < n; j++)
        u[j] = v[j] = 100.0f * (float)(j % 64) / 63.0f;
    int sweeps = 0, changed = 1;
    while (changed && sweeps < maxsweeps) {
        changed = 0;
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++) {
                float x = 0.25f * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] +
                                   u[i * n + j + 1]);
                if (fabsf(x - u[i * n + j]) > tol)
                    changed = 1;
                v[i * n + j] = x;
            }
        float *t = u;
        u = v;
        v = t;
        sweeps++;
    }
    double sum = 0.0;
    for (int i = 0; i < n * n; i++)
        sum += u[i];
    printf("relax n=%d sweeps=%d sum=%.6f centre=%.6f\n", n, sweeps, sum, u[(n / 2) * n + n / 2]);
    return 0;
}
