/* Each row adds into one cell, a[n - i], in every iteration of its inner loop (an
 * accumulation the GPU makes atomic adds), and reads b[i % 7], which is that very cell where
 * b is a shifted by SHIFT elements and the row is the one that meets it (n = 17, SHIFT 2:
 * row 11 reads a[6]). The row loop is refused at launch (its rows overlap), so each row's
 * inner loop is offered on its own; the one row whose iterations depend on each other through
 * the cell must run on the CPU. usage: cell_alias N M SHIFT */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) rows(int n, int m, long long *a, long long *b)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            a[n - i] += (b[i % 7] < j ? b[i % 7] : j) + a[3 * j + i + 2];
            a[i * m + 2 * j + 2] = b[j] - b[j % 7];
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 17;
    int m = argc > 2 ? atoi(argv[2]) : 2;
    int shift = argc > 3 ? atoi(argv[3]) : 2;
    if (n < 1 || n > 1000 || m < 1 || m > 1000 || shift < 0 || shift > 1000) {
        fprintf(stderr, "cell_alias: N and M in 1..1000, SHIFT in 0..1000\n");
        return 1;
    }
    long size = (long)n * m + 3L * m + 2L * n + 16 + shift;
    long long *a = malloc(sizeof(long long) * size);
    unsigned seed = 1u;
    for (long e = 0; e < size; e++) {
        seed = seed * 1103515245u + 12345u;
        a[e] = (long long)((seed >> 16) % 19) - 6;
    }
    rows(n, m, a, a + shift);
    long long h = 0;
    for (long e = 0; e < size; e++)
        h = h * 31 + a[e];
    printf("n=%d m=%d shift=%d hash %lld a[6] %lld\n", n, m, shift, h, a[6]);
    return 0;
}
