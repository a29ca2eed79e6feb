/* A time loop whose nests all run natively for its first steps (too small), then one starts
 * to launch: the loop is a resident region (docs/RUNTIME.md), its tiny nest's call site
 * skips the host once the cost model has declined it again and again, and the first launch
 * inside the region must make every call site ask the host again, since the tiny nest writes
 * what the launched one reads from the device's copy.
 * usage: resident_skips STEPS BIG FROM K (B's rows are 64 until step FROM, then BIG;
 * the tiny nest has K iterations) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int steps = argc > 1 ? atoi(argv[1]) : 300;
    int big = argc > 2 ? atoi(argv[2]) : 4096;
    int from = argc > 3 ? atoi(argv[3]) : 100;
    int k = argc > 4 ? atoi(argv[4]) : 4;
    if (steps < 0 || big < 64 || k < 1 || k > 64)
        return 1;
    float *x = malloc(sizeof(float) * big);
    int *s = malloc(sizeof(int) * 64);
    if (!x || !s)
        return 1;
    for (int i = 0; i < big; i++)
        x[i] = (float)(i % 17);
    for (int i = 0; i < 64; i++)
        s[i] = i;
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < k; i++)
            s[i] = s[i] * 3 + t;
        int m = t < from ? 64 : big;
        for (int i = 0; i < m; i++)
            x[i] = x[i] * 0.5f + (float)(s[i % k] & 255);
    }
    double c = 0.0;
    for (int i = 0; i < big; i++)
        c += x[i] * (double)(i % 7 + 1);
    printf("resident_skips %.9g %.9g %d\n", c, x[big - 1], s[0]);
    return 0;
}
