/* A 5x5 filter whose taps are clamped to the image on all four edges (clamp(y + dy, 0, h - 1)),
 * applied twice with the two arrays swapped. clang -O2 computes the row clamps once per row
 * as selects (`min(y + 2, h - 1)`, and `y > 0 ? min(y - 1, h - 1) : 0`) against `h - 1`,
 * a local it sets before the loop: the runtime's tests check that both calls launch whole
 * (dependence::select_arms, runtime/src/derived.rs).
 * usage: clamp5 H W */
#include <stdio.h>
#include <stdlib.h>

static inline int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static void __attribute__((noinline))
filter5(int h, int w, const float *restrict src, float *restrict dst, const float *restrict taps)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float acc = 0.0f;
            for (int dy = -2; dy <= 2; dy++)
                for (int dx = -2; dx <= 2; dx++)
                    acc += taps[(dy + 2) * 5 + (dx + 2)] *
                           src[clamp(y + dy, 0, h - 1) * w + clamp(x + dx, 0, w - 1)];
            dst[y * w + x] = acc;
        }
}

int main(int argc, char **argv)
{
    int h = argc > 1 ? atoi(argv[1]) : 48;
    int w = argc > 2 ? atoi(argv[2]) : 40;
    if (h < 1 || w < 1)
        return 1;
    float taps[25];
    for (int i = 0; i < 25; i++)
        taps[i] = (float)((i * 5) % 9 - 4) / 8.0f;
    float *a = malloc(sizeof(float) * h * w);
    float *b = malloc(sizeof(float) * h * w);
    if (!a || !b)
        return 1;
    unsigned s = 7u;
    for (int i = 0; i < h * w; i++) {
        s = s * 1664525u + 1013904223u;
        a[i] = (float)(s >> 9) / 8388608.0f;
    }
    filter5(h, w, a, b, taps);
    filter5(h, w, b, a, taps);
    double sum = 0.0;
    for (int i = 0; i < h * w; i++)
        sum += a[i];
    printf("clamp5 %dx%d sum %.9g first %.9g last %.9g\n", h, w, sum, a[0], a[h * w - 1]);
    free(a);
    free(b);
    return 0;
}
