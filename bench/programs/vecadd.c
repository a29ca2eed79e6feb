/* vecadd: c[i] = a[i] + b[i], repeated STEPS times.
 * usage: vecadd [N [STEPS]]   (defaults N = 1048576, STEPS = 100)
 * Memory-bound, one add per 12 bytes moved: offloading should NOT pay.
 * The kernel is one parallel pass; main calls it STEPS times, and between
 * calls a sequential loop (a running recurrence, not parallel) reads c and
 * rewrites a, so the arrays cannot simply stay resident on a GPU. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_vecadd(int n, float *restrict c, const float *a, const float *b)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] + b[i];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1048576;
    int steps = argc > 2 ? atoi(argv[2]) : 100;
    if (n < 1 || steps < 1) {
        fprintf(stderr, "vecadd: N and STEPS must be >= 1\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n);
    float *b = malloc(sizeof(float) * n);
    float *c = malloc(sizeof(float) * n);
    if (!a || !b || !c) {
        fprintf(stderr, "vecadd: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        a[i] = (float)((i * 7) % 17) / 17.0f;
        b[i] = (float)((i * 3 + 1) % 13) / 13.0f;
        c[i] = 0.0f;
    }

    for (int t = 0; t < steps; t++) {
        kernel_vecadd(n, c, a, b);
        float carry = 0.0f;
        for (int i = 0; i < n; i++) {
            carry = 0.5f * carry + 0.25f * c[i];
            a[i] = carry;
        }
    }

    double checksum = 0.0;
    for (int i = 0; i < n; i++)
        checksum += c[i] + a[i];
    printf("vecadd n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("c[0] %.9g\n", c[0]);
    printf("c[n/3] %.9g\n", c[n / 3]);
    printf("c[n-1] %.9g\n", c[n - 1]);
    free(a);
    free(b);
    free(c);
    return 0;
}
