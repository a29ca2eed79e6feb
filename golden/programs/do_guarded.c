/* Rows counted up, each with a do-while from its diagonal up to M, entered only in the rows
 * below K: a row at or past M (and below K) still runs its first iteration. The test `i < K`
 * on the way in says nothing of the do-while's count, so it must not be read as the guard
 * that clang puts before a rotated `for` loop (`if (j < m) do ... while (j < m)`).
 * bump_thirds enters the rows where i % 3 == K % 3 instead.
 * usage: do_guarded N M K [THIRDS] */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) bump(int n, int m, int k, int *a)
{
    for (int i = 0; i < n; i++) {
        if (i < k) {
            int j = i;
            do {
                a[j * n + 2 * i + 2] += 3;
                j++;
            } while (j < m);
        }
    }
}

/* The same rows behind a test that no affine form says: every third row. */
static void __attribute__((noinline)) bump_thirds(int n, int m, int k, int *a)
{
    for (int i = 0; i < n; i++) {
        if (i % 3 == k) {
            int j = i;
            do {
                a[j * n + 2 * i + 2] += 5;
                j++;
            } while (j < m);
        }
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int m = argc > 2 ? atoi(argv[2]) : 10;
    int k = argc > 3 ? atoi(argv[3]) : 15;
    if (n < 1 || n > 1000 || m < 1 || m > 1000 || k < 0 || k > 1000) {
        fprintf(stderr, "do_guarded: N and M in 1..1000, K in 0..1000\n");
        return 1;
    }
    int rows = n > m ? n : m;
    long size = (long)rows * n + 2L * n + 8;
    int *a = malloc(sizeof(int) * size);
    for (long e = 0; e < size; e++)
        a[e] = (int)(e % 13);
    if (argc > 4 && atoi(argv[4]))
        bump_thirds(n, m, k % 3, a);
    else
        bump(n, m, k, a);
    unsigned long long h = 0;
    for (long e = 0; e < size; e++)
        h = h * 31 + (unsigned)a[e];
    printf("n=%d m=%d k=%d hash %llu a[%d] %d\n", n, m, k, h, 12 * n + 30, a[12 * n + 30]);
    return 0;
}
