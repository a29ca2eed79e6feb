/* A row loop that its launch-time test refuses from row 3 on (its rows then overlap: `b` is
 * `a` shifted by SHIFT elements), so it runs natively and launches its inner loop at each
 * row instead (its backups). The first of those launches is checked against a native run;
 * then native code writes b[j*n + i], which that launch read, and the next launch
 * adds into the same element (a[10] is b[3] at SHIFT 7). usage: backup_check N SHIFT */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) sweep(int n, unsigned *a, unsigned *b)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) {
            for (int k = j; k < n; k += 2)
                a[j * n + k + 2] += b[j * n + i];
            b[j * n + i] += a[j * (n + 1) + i];
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 5;
    int shift = argc > 2 ? atoi(argv[2]) : 7;
    if (n < 1 || n > 1000 || shift < 0 || shift > 1000) {
        fprintf(stderr, "backup_check: N in 1..1000, SHIFT in 0..1000\n");
        return 1;
    }
    long size = 4L * (n + 2) * (n + 2) + shift;
    unsigned *a = malloc(sizeof(unsigned) * size);
    unsigned seed = 12345u;
    for (long e = 0; e < size; e++) {
        seed = seed * 1103515245u + 12345u;
        a[e] = (seed >> 16) % 19;
    }
    sweep(n, a, a + shift);
    unsigned long long h = 0;
    for (long e = 0; e < size; e++)
        h = h * 31 + a[e];
    printf("n=%d shift=%d hash %llu a[10] %u\n", n, shift, h, a[10]);
    return 0;
}
