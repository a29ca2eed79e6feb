/* A time loop (one resident region) with two loops: a large update that launches and stays
 * on the device, and a small shift whose launch-time test refuses it as `overlap` when the
 * shift is shorter than the loop (then it runs natively, at every step). The runtime's
 * tests check that the refused loop takes back and invalidates only the bytes it touches:
 * the large array is uploaded once, not at every step.
 * usage: overlap_step N M SHIFT STEPS */
#include <stdio.h>
#include <stdlib.h>

static float big[1 << 16];
static int small[4096];

__attribute__((noinline)) static void steps(int n, int m, int shift, int t)
{
    for (int s = 0; s < t; s++) {
        for (int i = 0; i < n; i++)
            big[i] = big[i] * 0.5f + (float)(s + i % 7);
        for (int j = 0; j < m; j++)
            small[j + shift] = small[j] * 3 + s;
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int m = argc > 2 ? atoi(argv[2]) : 64;
    int shift = argc > 3 ? atoi(argv[3]) : 1;
    int t = argc > 4 ? atoi(argv[4]) : 10;
    if (n > 1 << 16)
        n = 1 << 16;
    if (m + shift > 4096 || shift < 0)
        return 1;
    for (int i = 0; i < n; i++)
        big[i] = (float)(i % 13);
    for (int j = 0; j < m + shift; j++)
        small[j] = j;
    steps(n, m, shift, t);
    double s = 0;
    unsigned h = 0;
    for (int i = 0; i < n; i++)
        s += big[i];
    for (int j = 0; j < m + shift; j++)
        h = h * 31 + (unsigned)small[j];
    printf("%.9g %u\n", s, h);
    return 0;
}
