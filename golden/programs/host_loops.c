/* Two time loops of one kernel each, with a loop of the loop's own code on the host after
 * the kernel: the first reads all N elements (a checksum carried from element to element),
 * the second 64 of them. Only the second is a resident region: its host loop runs a few
 * iterations, each load calling the host for its bytes, where the first would call it N
 * times per step (runtime nests.rs, `SMALL_HOST_LOOP`).
 * usage: host_loops N STEPS */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    int steps = argc > 2 ? atoi(argv[2]) : 4;
    if (n < 64 || steps < 1)
        return 1;
    float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
    for (int i = 0; i < n; i++)
        b[i] = (float)(i % 97) * 0.25f;
    unsigned all = 0, few = 0;
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < n; i++)
            a[i] = b[i] * 0.5f + (float)t;
        for (int i = 0; i < n; i++)
            all = all * 31 + (unsigned)a[i];
    }
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 0.75f + (float)t;
        for (int i = 0; i < 64; i++)
            few = few * 31 + (unsigned)b[i * 3];
    }
    printf("all %u few %u a[n-1] %g b[n-1] %g\n", all, few, a[n - 1], b[n - 1]);
    return 0;
}
