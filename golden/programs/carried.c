/* Time loops whose sweeps carry a loaded value to the next iteration (auto/reload.rs) inside
 * resident regions (docs/RUNTIME.md): `smooth` starts each sweep from a[0] loaded before it,
 * `diffs` from 0.0, so its kernel's first-iteration check fails (unless a[-1] is 0.0) and the
 * sweep reruns on the CPU, the device copy holding newer bytes of the other array.
 * usage: carried N STEPS */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
smooth(int n, int steps, double *restrict a, double *restrict b)
{
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < n - 1; i++)
            b[i] = 0.25 * (a[i - 1] + 2.0 * a[i] + a[i + 1]);
        for (int i = 1; i < n - 1; i++)
            a[i] = 0.25 * (b[i - 1] + 2.0 * b[i] + b[i + 1]);
    }
}

static void __attribute__((noinline))
diffs(int n, int steps, double *restrict a, double *restrict d)
{
    for (int t = 0; t < steps; t++) {
        double prev = 0.0;
        for (int i = 0; i < n; i++) {
            double c = a[i];
            d[i] = c - prev;
            prev = c;
        }
        for (int i = 0; i < n; i++)
            a[i] = a[i] * 0.5 + d[i];
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    int steps = argc > 2 ? atoi(argv[2]) : 4;
    if (n < 3 || steps < 1)
        return 1;
    double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
    double *c = malloc(sizeof(double) * n), *d = malloc(sizeof(double) * n);
    if (!a || !b || !c || !d)
        return 1;
    for (int i = 0; i < n; i++) {
        a[i] = c[i] = (double)((i * 7) % 13) + 1.0;
        b[i] = d[i] = (double)((i * 5) % 11) + 2.0;
    }
    smooth(n, steps, a, b);
    diffs(n, steps, c, d);
    double s1 = 0.0, s2 = 0.0;
    for (int i = 0; i < n; i++) {
        s1 += a[i] - b[i];
        s2 += c[i] + 0.5 * d[i];
    }
    printf("smooth %.9g %.9g %.9g\n", s1, a[1], b[n - 2]);
    printf("diffs %.9g %.9g %.9g\n", s2, c[n / 2], d[n - 1]);
    return 0;
}
