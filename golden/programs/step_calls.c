/* A time loop in `main` around a call of `step`, a function of its own that holds the
 * parallel nest, with the arrays swapped between steps (the usual C way to write a
 * stencil's time loop). `step`'s own code touches no memory outside its nest, so the loop in
 * `main` is one resident region: the arrays go up once and come back once.
 * `halo` adds a scalar it computes to one cell: a function whose own code stores, which a
 * resident region cannot run inside itself. MODE = 1 calls it every 4th step (under an
 * `if`): the region ends for that call and begins again after it (a paused call), so the
 * loop stays resident between. MODE = 3 calls it at every step, unconditionally: that loop
 * is not resident. MODE = 2 clears `b` with `memset` before each step and copies it back
 * into `a` with `memcpy` after it: inside the resident region both run in the device's copy
 * of the memory once they cover 64 KiB (N >= 128).
 * usage: step_calls N STEPS MODE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void __attribute__((noinline)) step(int n, const float *restrict a, float *restrict b)
{
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            b[i * n + j] = 0.25f * (a[i * n + j - 1] + a[i * n + j + 1] +
                                    a[(i - 1) * n + j] + a[(i + 1) * n + j]);
}

static float __attribute__((noinline)) weight(int t)
{
    return 1.0f / (float)(t + 2);
}

static void __attribute__((noinline)) halo(int n, float *a, int t)
{
    a[n + 1] += weight(t);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    int mode = argc > 3 ? atoi(argv[3]) : 0;
    if (n < 3 || steps < 0) {
        fprintf(stderr, "step_calls: N must be >= 3, STEPS >= 0\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    float *b = malloc(sizeof(float) * n * n);
    if (!a || !b)
        return 1;
    for (int i = 0; i < n * n; i++)
        a[i] = b[i] = (float)((i * 7) % 17) / 17.0f;
    if (mode == 0) {
        for (int t = 0; t < steps; t++) {
            step(n, a, b);
            float *x = a;
            a = b;
            b = x;
        }
    } else if (mode == 2) {
        for (int t = 0; t < steps; t++) {
            memset(b, 0, sizeof(float) * n * n);
            step(n, a, b);
            memcpy(a, b, sizeof(float) * n * n);
        }
    } else if (mode == 3) {
        for (int t = 0; t < steps; t++) {
            step(n, a, b);
            halo(n, b, t);
            float *x = a;
            a = b;
            b = x;
        }
    } else {
        for (int t = 0; t < steps; t++) {
            step(n, a, b);
            if (t % 4 == 3)
                halo(n, b, t);
            float *x = a;
            a = b;
            b = x;
        }
    }
    double sum = 0.0;
    for (int i = 0; i < n * n; i++)
        sum += a[i];
    printf("step_calls n=%d steps=%d mode=%d\n", n, steps, mode);
    printf("sum %.9e a[1][1] %.9g a[n/2][n/2] %.9g\n", sum, a[n + 1], a[(n / 2) * n + n / 2]);
    return 0;
}
