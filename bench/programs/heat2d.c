/* heat2d: 2-D heat diffusion written as C programs often are: the time loop in `main` calls
 * a step function of its own, and either copies the new grid back with `memcpy` (MODE 0,
 * the default) or swaps the two grid pointers (MODE 1).
 * usage: heat2d [N [STEPS [MODE]]]   (defaults N = 2048, STEPS = 100, MODE = 0)
 * The step is parallel in i and j; the time loop is not. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void __attribute__((noinline))
heat_step(int n, float k, const float *restrict t, float *restrict out)
{
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++) {
            float c = t[i * n + j];
            out[i * n + j] = c + k * (t[i * n + j - 1] + t[i * n + j + 1] +
                                      t[(i - 1) * n + j] + t[(i + 1) * n + j] - 4.0f * c);
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2048;
    int steps = argc > 2 ? atoi(argv[2]) : 100;
    int mode = argc > 3 ? atoi(argv[3]) : 0;
    if (n < 3 || steps < 1 || (mode != 0 && mode != 1)) {
        fprintf(stderr, "heat2d: N must be >= 3, STEPS >= 1 and MODE 0 or 1\n");
        return 1;
    }
    size_t bytes = sizeof(float) * (size_t)n * (size_t)n;
    float *t = malloc(bytes);
    float *u = malloc(bytes);
    if (!t || !u) {
        fprintf(stderr, "heat2d: out of memory\n");
        return 1;
    }
    /* A hot square in the middle, cold edges. */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int hot = i > n / 3 && i < 2 * n / 3 && j > n / 3 && j < 2 * n / 3;
            t[i * n + j] = hot ? 100.0f : (float)((i * 3 + j * 5) % 11);
        }
    memcpy(u, t, bytes);
    for (int s = 0; s < steps; s++) {
        heat_step(n, 0.2f, t, u);
        if (mode == 0) {
            memcpy(t, u, bytes);
        } else {
            float *x = t;
            t = u;
            u = x;
        }
    }
    double sum = 0.0;
    for (int i = 0; i < n * n; i++)
        sum += t[i];
    printf("heat2d n=%d steps=%d mode=%d\n", n, steps, mode);
    printf("sum %.6e\n", sum);
    printf("t[1][1] %.9g\n", t[n + 1]);
    printf("t[n/2][n/2] %.9g\n", t[(n / 2) * n + n / 2]);
    printf("t[n/3][n/3+1] %.9g\n", t[(n / 3) * n + n / 3 + 1]);
    free(t);
    free(u);
    return 0;
}
