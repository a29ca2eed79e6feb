/* Contrast stretching of an 8-bit image: the darkest and brightest pixel and where the
 * brightest first is, then every pixel scaled to 0..255. clang keeps the `uint8_t` minimum
 * and maximum in `i32`s masked with 0xff before each comparison; the mask changes no value
 * (the values on entry and every pixel fit in 8 bits), so the scan launches as unsigned
 * minimum and maximum reductions with the index taken with the maximum.
 * usage: stretch_u8 WIDTH HEIGHT */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int w = argc > 1 ? atoi(argv[1]) : 640;
    int h = argc > 2 ? atoi(argv[2]) : 480;
    if (w < 1 || h < 1)
        return 1;
    long n = (long)w * h;
    uint8_t *img = malloc(n), *out = malloc(n);
    unsigned s = 2463534242u;
    for (long i = 0; i < n; i++) {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        img[i] = (uint8_t)(40 + (s >> 24) % 150);
    }
    uint8_t lo = 255, hi = 0;
    long hi_at = -1;
    for (long i = 0; i < n; i++) {
        if (img[i] < lo)
            lo = img[i];
        if (img[i] > hi) {
            hi = img[i];
            hi_at = i;
        }
    }
    int range = hi > lo ? hi - lo : 1;
    for (long i = 0; i < n; i++)
        out[i] = (uint8_t)((img[i] - lo) * 255 / range);
    unsigned long sum = 0;
    for (long i = 0; i < n; i++)
        sum = sum * 31 + out[i];
    printf("lo %d hi %d at %ld sum %lu\n", lo, hi, hi_at, sum);
    return 0;
}
