/* An 8-bit box filter whose mean divides by the count of taps read: with a negative radius
 * no tap is read and `s / c` divides by 0, which C leaves undefined, and clang keeps the
 * previous pixel's mean there (wasm's local keeps its value): a value carried from one
 * pixel to the next only where the radius is negative. The runtime analyses the nest with
 * the branch on `r < 0` going the other way and tests it at each launch (docs/AUTO-OFFLOAD.md,
 * "Launch-time unswitching").
 * usage: box_u8 W H R STEPS (R < 0 is undefined in C; the program then prints what the
 * module computes) */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

int main(int argc, char **argv)
{
    int w = argc > 1 ? atoi(argv[1]) : 64, h = argc > 2 ? atoi(argv[2]) : 48;
    int r = argc > 3 ? atoi(argv[3]) : 2, steps = argc > 4 ? atoi(argv[4]) : 3;
    uint8_t *a = malloc((size_t)w * h), *b = malloc((size_t)w * h);
    if (!a || !b)
        return 1;
    for (int i = 0; i < w * h; i++)
        a[i] = (uint8_t)(i * 37 + 11);
    for (int t = 0; t < steps; t++) {
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                unsigned s = 0, c = 0;
                for (int dy = -r; dy <= r; dy++) {
                    int yy = y + dy;
                    if ((unsigned)yy >= (unsigned)h)
                        continue;
                    for (int dx = -r; dx <= r; dx++) {
                        int xx = x + dx;
                        if ((unsigned)xx < (unsigned)w) {
                            s += a[yy * w + xx];
                            c++;
                        }
                    }
                }
                b[y * w + x] = (uint8_t)(s / c);
            }
        uint8_t *tmp = a;
        a = b;
        b = tmp;
    }
    unsigned long hash = 0;
    for (int i = 0; i < w * h; i++)
        hash = hash * 31 + a[i];
    printf("box_u8 %dx%d r=%d steps=%d hash %lu\n", w, h, r, steps, hash);
    return 0;
}
