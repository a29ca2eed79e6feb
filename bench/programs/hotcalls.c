/* hotcalls: a tiny loop in a function called CALLS times (an 8- or 9-element update at
 * a moving offset). Offloading must not pay, and asking the runtime at every entry must
 * not cost either: the call site skips the host while the cost model keeps declining.
 * usage: hotcalls [CALLS]   (default 20000000) */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
axpy_small(float *restrict y, const float *x, float a, int n)
{
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}

int main(int argc, char **argv)
{
    int calls = argc > 1 ? atoi(argv[1]) : 20000000;
    if (calls < 0) {
        fprintf(stderr, "hotcalls: CALLS must be >= 0\n");
        return 1;
    }
    float *x = malloc(sizeof(float) * 1024);
    float *y = malloc(sizeof(float) * 1024);
    if (!x || !y) {
        fprintf(stderr, "hotcalls: out of memory\n");
        return 1;
    }
    for (int i = 0; i < 1024; i++) {
        x[i] = (float)(i % 7) * 0.125f;
        y[i] = 0.0f;
    }
    for (int c = 0; c < calls; c++)
        axpy_small(y + (c * 8) % 1016, x + (c * 3) % 1016, 1e-6f, 8 + (c & 1));
    double s = 0.0;
    for (int i = 0; i < 1024; i++)
        s += y[i];
    printf("hotcalls calls=%d\n", calls);
    printf("checksum %.9e\n", s);
    printf("y[5] %.9g\n", y[5]);
    return 0;
}
