/* Arrays at constant places (globals) and loop counts compiled in: the dependence test
 * bounds two accesses that move by different strides by the extremes of their loops, so
 * `c[i][j]` against `b[k][j]` (a product) and `y[2i]` against `y[i + 2N]` (one array, apart)
 * are independent and launch, while `z[2i]` against `z[i + N/2]` and `x[i]` against `x[0]`
 * meet and stay in order; syrk's triangle (with `sa` placed right after `sc`) is left to the
 * launch's test, as with malloc'ed arrays, and launches whole (runtime/src/tests.rs; the simulator runs threads in reverse
 * order, so a wrong verdict prints other sums than wasmtime). Run with no arguments. */
#include <stdio.h>

#define N 48

static float a[N][N], b[N][N], c[N][N];
static int x[N], y[3 * N], z[2 * N];
static double sa[N][N + 3], sc[N][N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (float)((i * j + 1) % 7) / 7.0f;
            b[i][j] = (float)((i + 2 * j) % 5) / 5.0f;
        }
    for (int i = 0; i < 3 * N; i++)
        y[i] = i * 3 + 1;
    for (int i = 0; i < 2 * N; i++)
        z[i] = i * 5 + 2;
    for (int i = 0; i < N; i++)
        x[i] = i + 1;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N + 3; j++)
            sa[i][j] = (double)((i * j + 3) % 11) / 11.0;
        for (int j = 0; j < N; j++)
            sc[i][j] = (double)((i + j) % 13) / 13.0;
    }

    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            float s = 0.0f;
            for (int k = 0; k < N; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
    for (int i = 0; i < N; i++)
        y[2 * i] = y[i + 2 * N] * 2 + i;
    for (int i = 0; i < N; i++)
        z[2 * i] = z[i + N / 2] * 2 + i;
    for (int i = 0; i < N; i++)
        x[i] = x[0] * 3 + i;

    /* syrk's lower triangle: clang unrolls the row loop and leaves a remainder whose start
     * is one of two places; the diagonal store by one of them reads as reaching past `sc`. */
    for (int i = 0; i < N; i++) {
        for (int j = 0; j <= i; j++)
            sc[i][j] *= 0.5;
        for (int k = 0; k < N + 3; k++)
            for (int j = 0; j <= i; j++)
                sc[i][j] += 1.5 * sa[i][k] * sa[j][k];
    }

    double scs = 0.0, ss = 0.0;
    long sy = 0, sz = 0, sx = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            scs += c[i][j] * (i + 1) + j, ss += sc[i][j] * (j + 1);
    for (int i = 0; i < 3 * N; i++)
        sy += (long)y[i] * (i + 1);
    for (int i = 0; i < 2 * N; i++)
        sz += (long)z[i] * (i + 1);
    for (int i = 0; i < N; i++)
        sx += (long)x[i] * (i + 1);
    printf("%.4f %.6f %ld %ld %ld\n", scs, ss, sy, sz, sx);
    return 0;
}
