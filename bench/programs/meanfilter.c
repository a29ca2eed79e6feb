/* meanfilter: an 8-bit image smoothed STEPS times by the mean of a (2R+1)x(2R+1) window,
 * each mean taken over the pixels of the window that lie in the image (`s / c`, `c` the
 * count of taps read). Where R < 0 no tap is read and `s / c` divides by 0, which C leaves
 * undefined; clang keeps the previous pixel's mean there, a value carried from one pixel to
 * the next only behind the test `r < 0` (the runtime launches the pixels where the test
 * says otherwise: docs/AUTO-OFFLOAD.md, "Launch-time unswitching").
 * usage: meanfilter [N [R [STEPS]]]   (defaults N = 1024, R = 2, STEPS = 4; R is not
 * checked, as quick programs often leave it)
 * Each step is parallel in y and x; the taps are integer sums. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    int r = argc > 2 ? atoi(argv[2]) : 2;
    int steps = argc > 3 ? atoi(argv[3]) : 4;
    /* R is not checked: a negative R reads no tap (what the module then computes is
     * undefined in C, and this program prints it as wasmtime does). */
    if (n < 1 || steps < 1) {
        fprintf(stderr, "meanfilter: N must be >= 1 and STEPS >= 1\n");
        return 1;
    }
    uint8_t *a = malloc((size_t)n * n), *b = malloc((size_t)n * n);
    if (!a || !b) {
        fprintf(stderr, "meanfilter: out of memory\n");
        return 1;
    }
    unsigned seed = 12345;
    for (int i = 0; i < n * n; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (uint8_t)(seed >> 24);
    }
    for (int t = 0; t < steps; t++) {
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) {
                unsigned s = 0, c = 0;
                for (int dy = -r; dy <= r; dy++) {
                    int yy = y + dy;
                    if (yy < 0 || yy >= n)
                        continue;
                    for (int dx = -r; dx <= r; dx++) {
                        int xx = x + dx;
                        if (xx >= 0 && xx < n) {
                            s += a[yy * n + xx];
                            c++;
                        }
                    }
                }
                b[y * n + x] = (uint8_t)(s / c);
            }
        uint8_t *tmp = a;
        a = b;
        b = tmp;
    }
    unsigned long long sum = 0, hash = 0;
    for (int i = 0; i < n * n; i++) {
        sum += a[i];
        hash = hash * 1099511628211ull + a[i];
    }
    printf("meanfilter n=%d r=%d steps=%d\n", n, r, steps);
    printf("sum %llu hash %llu\n", sum, hash);
    printf("a[0][0] %d a[n/2][n/3] %d a[n-1][n-1] %d\n", a[0], a[(n / 2) * n + n / 3], a[n * n - 1]);
    free(a);
    free(b);
    return 0;
}
