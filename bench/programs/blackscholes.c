/* blackscholes: European call and put prices of N options (Black-Scholes formula), STEPS
 * times with a slightly different rate each time.
 * usage: blackscholes [N [STEPS]]   (defaults N = 2000000, STEPS = 10)
 * Hot nest: the option loop i is parallel; each option calls libm's expf (three times, one
 * through the normal CDF), logf and sqrtf, which wasi-libc links in as wasm functions:
 * auto-offload inlines them, so the kernel runs the same code as the CPU. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* The cumulative normal distribution (Abramowitz-Stegun polynomial). */
static float cndf(float d)
{
    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f;
    const float a4 = -1.821255978f, a5 = 1.330274429f;
    const float rsqrt2pi = 0.39894228040143267794f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float c = rsqrt2pi * expf(-0.5f * d * d) *
              (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
    return d > 0.0f ? 1.0f - c : c;
}

static void __attribute__((noinline))
kernel_blackscholes(int n, int steps, float *restrict call, float *restrict put,
                    const float *s, const float *x, const float *t, float v)
{
    for (int step = 0; step < steps; step++) {
        float r = 0.02f + 0.001f * (float)step;
        for (int i = 0; i < n; i++) {
            float sqrt_t = sqrtf(t[i]);
            float d1 = (logf(s[i] / x[i]) + (r + 0.5f * v * v) * t[i]) / (v * sqrt_t);
            float d2 = d1 - v * sqrt_t;
            float c1 = cndf(d1), c2 = cndf(d2);
            float disc = expf(-r * t[i]);
            call[i] = s[i] * c1 - x[i] * disc * c2;
            put[i] = x[i] * disc * (1.0f - c2) - s[i] * (1.0f - c1);
        }
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2000000;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || steps < 1) {
        fprintf(stderr, "blackscholes: N and STEPS must be >= 1\n");
        return 1;
    }
    float *s = malloc(sizeof(float) * n), *x = malloc(sizeof(float) * n);
    float *t = malloc(sizeof(float) * n), *call = malloc(sizeof(float) * n);
    float *put = malloc(sizeof(float) * n);
    if (!s || !x || !t || !call || !put) {
        fprintf(stderr, "blackscholes: out of memory\n");
        return 1;
    }
    unsigned seed = 12345u;
    for (int i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        s[i] = 5.0f + (float)(seed >> 8) / 16777216.0f * 25.0f;
        seed = seed * 1664525u + 1013904223u;
        x[i] = 1.0f + (float)(seed >> 8) / 16777216.0f * 99.0f;
        seed = seed * 1664525u + 1013904223u;
        t[i] = 0.25f + (float)(seed >> 8) / 16777216.0f * 9.75f;
        call[i] = put[i] = 0.0f;
    }

    kernel_blackscholes(n, steps, call, put, s, x, t, 0.30f);

    double checksum = 0.0;
    for (int i = 0; i < n; i++)
        checksum += call[i] + put[i];
    printf("blackscholes n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("call[0] %.9g\n", call[0]);
    printf("put[n/3] %.9g\n", put[n / 3]);
    printf("call[n-1] %.9g\n", call[n - 1]);
    free(s);
    free(x);
    free(t);
    free(call);
    free(put);
    return 0;
}
