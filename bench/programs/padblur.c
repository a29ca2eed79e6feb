/* padblur: a box blur of a float image with zero padding, PASSES times, each pass a
 * horizontal then a vertical window of radius R. Each tap is read only where it lies in
 * the image (`if (xx >= 0 && xx < w)`, which clang tests as one unsigned comparison on the
 * pixel's and the tap's counters), and each output is the mean of the taps read.
 * usage: padblur [N [R [PASSES]]]   (defaults N = 2048, R = 4, PASSES = 2)
 * Both passes are parallel in y and x; the tap loops are sums in order. */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline))
hpass(int w, int h, int r, const float *in, float *out)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float s = 0.0f;
            int c = 0;
            for (int d = -r; d <= r; d++) {
                int xx = x + d;
                if (xx >= 0 && xx < w) {
                    s += in[y * w + xx];
                    c++;
                }
            }
            out[y * w + x] = s / (float)c;
        }
}

static void __attribute__((noinline))
vpass(int w, int h, int r, const float *in, float *out)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float s = 0.0f;
            int c = 0;
            for (int d = -r; d <= r; d++) {
                int yy = y + d;
                if (yy >= 0 && yy < h) {
                    s += in[yy * w + x];
                    c++;
                }
            }
            out[y * w + x] = s / (float)c;
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2048;
    int r = argc > 2 ? atoi(argv[2]) : 4;
    int passes = argc > 3 ? atoi(argv[3]) : 2;
    if (n < 1 || r < 0 || passes < 1) {
        fprintf(stderr, "padblur: N must be >= 1, R >= 0 and PASSES >= 1\n");
        return 1;
    }
    float *img = malloc(sizeof(float) * (size_t)n * (size_t)n);
    float *tmp = malloc(sizeof(float) * (size_t)n * (size_t)n);
    if (!img || !tmp) {
        fprintf(stderr, "padblur: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            img[i * n + j] = (float)((i * 7 + j * 13) % 29) / 29.0f + (i == j ? 4.0f : 0.0f);
    for (int p = 0; p < passes; p++) {
        hpass(n, n, r, img, tmp);
        vpass(n, n, r, tmp, img);
    }
    double checksum = 0.0;
    for (int i = 0; i < n * n; i++)
        checksum += img[i];
    printf("padblur n=%d r=%d passes=%d\n", n, r, passes);
    printf("checksum %.6e\n", checksum);
    printf("img[0][0] %.9g\n", img[0]);
    printf("img[n/2][n/3] %.9g\n", img[(n / 2) * n + n / 3]);
    printf("img[n-1][n-1] %.9g\n", img[(size_t)n * n - 1]);
    free(img);
    free(tmp);
    return 0;
}
