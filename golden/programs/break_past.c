/* Sums of a row's tail that stop early at a fixed column: `for (k = j + 1; k < n; k++) {
 * s += b[k + 8]; if (k == n / 2) break; }`. Rows that start past n / 2 never meet the break
 * and read up to n - 1. The launch must range what they read by the `k < n` exit, not by
 * the break (which also counts one iteration short: the load comes before its test).
 * usage: break_past N M */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) tails(int n, int m, unsigned *b)
{
    for (int i = 0; i < m; i++)
        for (int j = 0; j < i; j++) {
            unsigned s = 0;
            for (int k = j + 1; k < n; k++) {
                s += b[k + 8];
                if (k == n / 2)
                    break;
            }
            b[j * n + i + 1] = s;
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 5;
    int m = argc > 2 ? atoi(argv[2]) : 4;
    if (n < 1 || n > 1000 || m < 1 || m > 1000) {
        fprintf(stderr, "break_past: N and M in 1..1000\n");
        return 1;
    }
    long size = (long)n * m + n + m + 16;
    unsigned *b = malloc(sizeof(unsigned) * size);
    unsigned seed = 7u;
    for (long e = 0; e < size; e++) {
        seed = seed * 1103515245u + 12345u;
        b[e] = (seed >> 16) % 19;
    }
    tails(n, m, b);
    unsigned long long h = 0;
    for (long e = 0; e < size; e++)
        h = h * 31 + b[e];
    printf("n=%d m=%d hash %llu\n", n, m, h);
    return 0;
}
