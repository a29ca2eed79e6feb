/* Values carried out of an unrolled loop into its odd last iteration, inside time loops whose
 * arrays stay on the device (resident regions, docs/RUNTIME.md). At -O2 clang unrolls the
 * first sweep of `main`'s jacobi by 2 and carries a[i] in a register to the next iteration; the odd
 * last b[i] after the loop reads that register, which the finish function computes from the
 * loop's last load: of `a`, which the second sweep wrote on the device the step before.
 * `rows` carries buf[j - 1] the same way through its second loop. Both once printed the
 * host's older bytes (a helper's sweep of 2026-11-28 found them).
 * usage: carried_tail N STEPS M */
#include <stdio.h>
#include <stdlib.h>

static float buf[64];

static void __attribute__((noinline)) rows(int n, int m, float *f)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            buf[j] = f[i * m + j] * 2.0f;
        for (int j = 1; j < m; j++)
            f[i * m + j] = buf[j] - buf[j - 1];
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 17;
    int steps = argc > 2 ? atoi(argv[2]) : 9;
    int m = argc > 3 ? atoi(argv[3]) : 7;
    if (n < 3 || steps < 1 || m < 1 || m > 64)
        return 1;
    float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
    float *f = malloc(sizeof(float) * n * m);
    if (!a || !b || !f)
        return 1;
    for (int i = 0; i < n; i++) {
        a[i] = (float)i;
        b[i] = 0.0f;
    }
    for (int i = 0; i < n * m; i++)
        f[i] = (float)((i * i) % 1000);
    /* In `main`, as the sweep found it (in a function of its own clang keeps a[i] apart). */
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < n - 1; i++)
            b[i] = a[i] * 0.5f + a[i + 1] * 0.25f + a[i - 1] * 0.25f;
        for (int i = 1; i < n - 1; i++)
            a[i] = b[i] + 1.0f;
    }
    rows(n, m, f);
    double s = 0.0, r = 0.0;
    for (int i = 0; i < n; i++)
        s += a[i] * (i + 1);
    for (int i = 0; i < n * m; i++)
        r += f[i] * (i % 5 + 1);
    printf("jacobi %.9g %.9g %.9g\n", s, a[n - 2], b[n - 2]);
    printf("rows %.9g %.9g %.9g\n", r, f[m - 1], f[n * m - 1]);
    return 0;
}
