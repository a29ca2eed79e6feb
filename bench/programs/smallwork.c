/* smallwork: tiny loops (default n = 64) run a few times; offloading must
 * not pay. usage: smallwork [N [STEPS]]   (defaults N = 64, STEPS = 4)
 * Nests: a small matrix-vector product, a vector update, and a scan-like
 * sequential loop, per step. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_smallwork(int n, int steps, float *restrict y, float *restrict x,
                 float *restrict s, const float *m)
{
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < n; i++) {
            float sum = 0.0f;
            for (int j = 0; j < n; j++)
                sum += m[i * n + j] * x[j];
            y[i] = sum;
        }
        for (int i = 0; i < n; i++)
            x[i] = 0.5f * x[i] + 0.25f * y[i];
        /* sequential: prefix sum of y */
        s[0] = y[0];
        for (int i = 1; i < n; i++)
            s[i] = s[i - 1] + y[i];
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int steps = argc > 2 ? atoi(argv[2]) : 4;
    if (n < 1 || steps < 1) {
        fprintf(stderr, "smallwork: N and STEPS must be >= 1\n");
        return 1;
    }
    float *m = malloc(sizeof(float) * n * n);
    float *x = malloc(sizeof(float) * n);
    float *y = malloc(sizeof(float) * n);
    float *s = malloc(sizeof(float) * n);
    if (!m || !x || !y || !s) {
        fprintf(stderr, "smallwork: out of memory\n");
        return 1;
    }
    unsigned int seed = 42u;
    for (int i = 0; i < n * n; i++) {
        seed = seed * 1664525u + 1013904223u;
        m[i] = (float)(seed >> 16) / 65536.0f / (float)n;
    }
    for (int i = 0; i < n; i++) {
        x[i] = (float)((i * 5) % 11) / 11.0f;
        y[i] = 0.0f;
        s[i] = 0.0f;
    }

    kernel_smallwork(n, steps, y, x, s, m);

    double checksum = 0.0;
    for (int i = 0; i < n; i++)
        checksum += y[i] + x[i] + s[i];
    printf("smallwork n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("y[0] %.9g\n", y[0]);
    printf("x[n/2] %.9g\n", x[n / 2]);
    printf("s[n-1] %.9g\n", s[n - 1]);
    free(m);
    free(x);
    free(y);
    free(s);
    return 0;
}
