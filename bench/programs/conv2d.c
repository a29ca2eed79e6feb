/* conv2d: 3x3 convolution of an n x n image (no time loop).
 * usage: conv2d [N]   (default N = 4096)
 * Hot nest: i, j parallel over the interior; the 3x3 window is two short
 * constant-trip loops. The output border stays zero. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_conv2d(int n, float *restrict out, const float *in, const float *w)
{
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++) {
            float sum = 0.0f;
            for (int di = 0; di < 3; di++)
                for (int dj = 0; dj < 3; dj++)
                    sum += w[di * 3 + dj] * in[(i + di - 1) * n + (j + dj - 1)];
            out[i * n + j] = sum;
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    if (n < 3) {
        fprintf(stderr, "conv2d: N must be >= 3\n");
        return 1;
    }
    float *in = malloc(sizeof(float) * n * n);
    float *out = malloc(sizeof(float) * n * n);
    float w[9];
    if (!in || !out) {
        fprintf(stderr, "conv2d: out of memory\n");
        return 1;
    }
    for (int k = 0; k < 9; k++)
        w[k] = (float)((k * 5) % 9) / 9.0f - 0.25f;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            in[i * n + j] = (float)((i * 7 + j * 3) % 17) / 17.0f;
            out[i * n + j] = 0.0f;
        }

    kernel_conv2d(n, out, in, w);

    double checksum = 0.0;
    for (int i = 0; i < n * n; i++)
        checksum += out[i];
    printf("conv2d n=%d\n", n);
    printf("checksum %.6e\n", checksum);
    printf("out[1][1] %.9g\n", out[n + 1]);
    printf("out[n/2][n/3] %.9g\n", out[(n / 2) * n + n / 3]);
    printf("out[n-2][n-2] %.9g\n", out[(n - 2) * n + n - 2]);
    free(in);
    free(out);
    return 0;
}
