/* Histogram equalization of an 8-bit image, a float histogram with clamped bins and a
 * radix sort's digit counts: every count is `h[bin]++` (or `+= w`) at a cell chosen by the
 * data. The bins are bounded by the code (an 8-bit pixel, a clamp to 0..255, a mask), so
 * the launch knows which bytes the counts touch, and the threads add to the cells
 * atomically (`auto/accumulate.rs`).
 * usage: histogram WIDTH HEIGHT ROUNDS */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int hist[256];
static long long weighted[64];

int main(int argc, char **argv)
{
    int w = argc > 1 ? atoi(argv[1]) : 640;
    int h = argc > 2 ? atoi(argv[2]) : 480;
    int rounds = argc > 3 ? atoi(argv[3]) : 2;
    if (w < 1 || h < 1 || rounds < 1)
        return 1;
    long n = (long)w * h;
    uint8_t *img = malloc(n), *out = malloc(n);
    float *v = malloc(sizeof(float) * n);
    unsigned *key = malloc(sizeof(unsigned) * n);
    unsigned *count = calloc(256, sizeof(unsigned));
    int *fbins = calloc(256, sizeof(int));
    if (!img || !out || !v || !key || !count || !fbins)
        return 1;
    unsigned s = 2463534242u;
    for (long i = 0; i < n; i++) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        img[i] = (uint8_t)(30 + (s >> 24) % 120 + (i % w) % 50);
        key[i] = s;
        v[i] = (float)(s >> 8) / 16777216.0f * 1.25f - 0.1f;
    }
    for (int r = 0; r < rounds; r++) {
        for (int b = 0; b < 256; b++)
            hist[b] = 0;
        for (long i = 0; i < n; i++)
            hist[img[i]]++;
        uint8_t lut[256];
        long long cdf = 0, first = -1;
        for (int b = 0; b < 256; b++) {
            cdf += hist[b];
            if (first < 0 && hist[b] > 0)
                first = cdf;
            long long span = n - first > 0 ? n - first : 1;
            lut[b] = (uint8_t)(cdf <= first ? 0 : (cdf - first) * 255 / span);
        }
        for (long i = 0; i < n; i++)
            out[i] = lut[img[i]];
        for (long i = 0; i < n; i++)
            img[i] = (uint8_t)((out[i] + img[i] + r) >> 1);
    }
    for (long i = 0; i < n; i++) {
        int b = (int)(v[i] * 256.0f);
        if (b < 0)
            b = 0;
        if (b > 255)
            b = 255;
        fbins[b]++;
    }
    for (long i = 0; i < n; i++)
        count[(key[i] >> 8) & 0xff]++;
    for (long i = 0; i < n; i++)
        weighted[out[i] & 63] += out[i] * 3 + 1;
    unsigned long long sum = 0;
    for (int b = 0; b < 256; b++)
        sum = sum * 31 + (unsigned)hist[b] * 7 + count[b] * 3 + (unsigned)fbins[b];
    for (int b = 0; b < 64; b++)
        sum = sum * 31 + (unsigned long long)weighted[b];
    int top = 0;
    for (int b = 1; b < 256; b++)
        if (hist[b] > hist[top])
            top = b;
    printf("hist[%d] %d hist[%d] %d\n", top, hist[top], img[0], hist[img[0]]);
    printf("fbins[0] %d fbins[100] %d fbins[255] %d count[17] %u\n", fbins[0], fbins[100],
           fbins[255], count[17]);
    printf("sum %llu\n", sum);
    return 0;
}
