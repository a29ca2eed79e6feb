/* Loads through selects whose arms share a base and offsets with the store, or whose
 * condition reads an inner loop's counter (runtime test; found by the f-series sweep of
 * 2026-12-03, bench/results/h200-2026-12-03-run46/sweep2-src/repro):
 * - window: a[y][x] = a[y >= lo && y < hi ? y - lo : y][x] * 3 + y. The arm `y` is reached
 *   on two select paths; its groups share the store's base and offsets. The launch tested
 *   the store's precondition against one of them, ranged over that arm's rows only.
 * - shift: a[i + s] = a[i < k ? i + 1 : i] * 3 + 1 (unrolled by 2: arm groups of one base).
 * - colpick: a[y][x] += a[y][x < k ? x : x + 40] * 7 + x, rows as threads: the listing read
 *   the arm's x >= k at x = 0 (the column counter is not one it lists at) and dropped it.
 * - blur: a 1-D row blur clamped on both edges plus half the row r above, out = in + d.
 * Each must print what wasmtime prints with every nest launched, unchecked.
 * usage: select_groups H W LO HI S K R D */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) window(unsigned *a, int h, int w, int lo, int hi)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            a[y * w + x] = a[(y >= lo && y < hi ? y - lo : y) * w + x] * 3u + (unsigned)y;
}

static void __attribute__((noinline)) shift(unsigned *a, int n, int s, int k)
{
    for (int i = 0; i < n; i++)
        a[i + s] = a[i < k ? i + 1 : i] * 3u + 1u;
}

static void __attribute__((noinline)) colpick(unsigned *a, int h, int w, int k)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            a[y * w + x] += a[y * w + (x < k ? x : x + 40)] * 7u + (unsigned)x;
}

static inline int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

static void __attribute__((noinline)) blur(float *out, const float *in, int h, int w, int r)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float s = 0.0f;
            for (int dx = -r; dx <= r; dx++)
                s += in[y * w + clampi(x + dx, 0, w - 1)];
            out[y * w + x] = s * 0.2f + 0.5f * in[clampi(y - r, 0, h - 1) * w + x];
        }
}

static unsigned sum(const unsigned *a, int n)
{
    unsigned s = 0;
    for (int i = 0; i < n; i++)
        s = s * 31u + a[i];
    return s;
}

int main(int argc, char **argv)
{
    if (argc < 9)
        return 1;
    int h = atoi(argv[1]), w = atoi(argv[2]), lo = atoi(argv[3]), hi = atoi(argv[4]);
    int s = atoi(argv[5]), k = atoi(argv[6]), r = atoi(argv[7]), d = atoi(argv[8]);
    if (h < 1 || w < 1 || s < -4 || s > 4)
        return 1;
    int hw = h * w, n = hw + 48;
    unsigned *a = malloc(4 * n), *b = malloc(4 * n);
    float *f = malloc(sizeof(float) * (3 * hw + 64));
    if (!a || !b || !f)
        return 1;
    for (int i = 0; i < n; i++)
        a[i] = b[i] = i % 13 + 1;
    window(a, h, w, lo, hi);
    printf("window %u\n", sum(a, hw));
    shift(b + 4, hw, s, k);
    printf("shift %u\n", sum(b, hw + 8));
    for (int i = 0; i < n; i++)
        a[i] = i % 13;
    colpick(a, h, w, k);
    printf("colpick %u\n", sum(a, n));
    for (int i = 0; i < 3 * hw + 64; i++)
        f[i] = (float)(i % 17);
    float *in = f + hw + 32;
    blur(in + d, in, h, w, r);
    double t = 0;
    for (int i = 0; i < 3 * hw + 64; i++)
        t += f[i] * (i % 7 + 1);
    printf("blur %.4f\n", t);
    return 0;
}
