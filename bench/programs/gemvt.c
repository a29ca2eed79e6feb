/* gemvt: y = A^T * x, column orientation, iterated: x = 0.5*x + y + small term.
 * usage: gemvt [N [STEPS]]   (defaults N = 4096, STEPS = 10)
 * Hot nests: the column loop j is parallel and outermost, i is a sequential
 * sum walking down column j (stride n); the x update is a parallel 1-D loop. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_gemvt(int n, int steps, float *restrict y, float *restrict x,
             const float *a)
{
    for (int t = 0; t < steps; t++) {
        for (int j = 0; j < n; j++) {
            float sum = 0.0f;
            for (int i = 0; i < n; i++)
                sum += a[i * n + j] * x[i];
            y[j] = sum;
        }
        for (int j = 0; j < n; j++)
            x[j] = 0.5f * x[j] + y[j] + 0.001f * (float)(j % 7);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 2 || steps < 1) {
        fprintf(stderr, "gemvt: N must be >= 2 and STEPS >= 1\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * n * n);
    float *x = malloc(sizeof(float) * n);
    float *y = malloc(sizeof(float) * n);
    if (!a || !x || !y) {
        fprintf(stderr, "gemvt: out of memory\n");
        return 1;
    }
    float scale = 1.0f / (float)n;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (float)((i * 3 + j * 7) % 19) / 19.0f * scale;
    for (int i = 0; i < n; i++) {
        x[i] = (float)((i * 5) % 11) / 11.0f;
        y[i] = 0.0f;
    }

    kernel_gemvt(n, steps, y, x, a);

    double checksum = 0.0;
    for (int i = 0; i < n; i++)
        checksum += y[i];
    for (int i = 0; i < n; i++)
        checksum += x[i];
    printf("gemvt n=%d steps=%d\n", n, steps);
    printf("checksum %.6e\n", checksum);
    printf("y[0] %.9g\n", y[0]);
    printf("y[n/3] %.9g\n", y[n / 3]);
    printf("x[n-1] %.9g\n", x[n - 1]);
    free(a);
    free(x);
    free(y);
    return 0;
}
