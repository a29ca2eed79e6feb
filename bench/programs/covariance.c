/* covariance: covariance matrix of n variables (columns) over n samples (rows).
 * usage: covariance [N]   (default N = 1000)
 * Nests: column means (j parallel, i a sequential sum), centering (i, j
 * parallel), then cov[i][j] for j >= i (i parallel, j triangular, k a
 * sequential sum), mirrored into cov[j][i]. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
kernel_covariance(int n, float *restrict cov, float *restrict data,
                  float *restrict mean)
{
    float float_n = (float)n;
    for (int j = 0; j < n; j++) {
        float sum = 0.0f;
        for (int i = 0; i < n; i++)
            sum += data[i * n + j];
        mean[j] = sum / float_n;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            data[i * n + j] -= mean[j];
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) {
            float sum = 0.0f;
            for (int k = 0; k < n; k++)
                sum += data[k * n + i] * data[k * n + j];
            sum = sum / (float_n - 1.0f);
            cov[i * n + j] = sum;
            cov[j * n + i] = sum;
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    if (n < 2) {
        fprintf(stderr, "covariance: N must be >= 2\n");
        return 1;
    }
    float *data = malloc(sizeof(float) * n * n);
    float *cov = malloc(sizeof(float) * n * n);
    float *mean = malloc(sizeof(float) * n);
    if (!data || !cov || !mean) {
        fprintf(stderr, "covariance: out of memory\n");
        return 1;
    }
    /* LCG-generated samples in [0, 1) plus a per-column trend. */
    unsigned int seed = 12345u;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            seed = seed * 1103515245u + 12345u;
            data[i * n + j] = (float)((seed >> 8) & 0xffff) / 65536.0f +
                              (float)((i * j) % 7) / 7.0f;
            cov[i * n + j] = 0.0f;
        }
    for (int j = 0; j < n; j++)
        mean[j] = 0.0f;

    kernel_covariance(n, cov, data, mean);

    double checksum = 0.0;
    for (int i = 0; i < n * n; i++)
        checksum += cov[i];
    printf("covariance n=%d\n", n);
    printf("checksum %.6e\n", checksum);
    printf("cov[0][0] %.9g\n", cov[0]);
    printf("cov[n/2][n/3] %.9g\n", cov[(n / 2) * n + n / 3]);
    printf("cov[n-1][n-1] %.9g\n", cov[n * n - 1]);
    printf("mean[n-1] %.9g\n", mean[n - 1]);
    free(data);
    free(cov);
    free(mean);
    return 0;
}
