/* `a[i] += a[i < k ? i + 1 : i]`, called with two values of k (a runtime test): where k is 0
 * the arm i + 1 is read nowhere and the loop launches; where it is 2, iteration 0 reads what
 * iteration 1 writes. The launch-time listing's verdict, kept for the next call with the
 * same values, must depend on k, which only the arm's condition reads (before, the second
 * call reused the first's verdict and printed 2 10 8 12 where wasmtime prints 2 6 8 12).
 * usage: arm_on_argument N K1 K2 */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) f(int *a, int n, int k)
{
    for (int i = 0; i < n; i++)
        a[i] += a[i < k ? i + 1 : i];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4;
    int k1 = argc > 2 ? atoi(argv[2]) : 0;
    int k2 = argc > 3 ? atoi(argv[3]) : 2;
    if (n < 1)
        return 1;
    int *a = malloc(sizeof(int) * (n + 1));
    if (!a)
        return 1;
    for (int i = 0; i <= n; i++)
        a[i] = i;
    f(a, n, k1);
    f(a, n, k2);
    for (int i = 0; i < n; i++)
        printf("%d ", a[i]);
    printf("\n");
    return 0;
}
