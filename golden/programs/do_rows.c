/* Rows counted down, each with a do-while from its diagonal up to M: a row at or past M still
 * runs its first iteration (a do-while tests after its body), where a `for` loop would run
 * none. The launch must range that iteration in those rows, and a kernel that makes the
 * do-while a thread dimension of `count` threads per row must not launch there.
 * usage: do_rows N M */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) bump(int n, int m, unsigned *a)
{
    for (int i = n - 1; i >= 0; i--) {
        int j = i;
        do {
            a[j * n + 2 * i + 2] += 3;
            j++;
        } while (j < m);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 5;
    int m = argc > 2 ? atoi(argv[2]) : 2;
    if (n < 1 || n > 1000 || m < 1 || m > 1000) {
        fprintf(stderr, "do_rows: N and M in 1..1000\n");
        return 1;
    }
    int rows = n > m ? n : m;
    long size = (long)rows * n + 2L * n + 8;
    unsigned *a = malloc(sizeof(unsigned) * size);
    for (long e = 0; e < size; e++)
        a[e] = (unsigned)(e % 11);
    bump(n, m, a);
    unsigned long long h = 0;
    for (long e = 0; e < size; e++)
        h = h * 31 + a[e];
    printf("n=%d m=%d hash %llu a[16] %u a[23] %u\n", n, m, h, a[16], a[23 % size]);
    return 0;
}
