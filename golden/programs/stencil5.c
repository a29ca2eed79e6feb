/* A five-point 1-D stencil between two arrays swapped after each sweep. At -O2 clang unrolls
 * the sweep by 2 and carries four loaded elements from one iteration to the next; the odd
 * last iteration after the loop reads them. Each carried element is loaded again in the
 * analysis form (docs/AUTO-OFFLOAD.md, "Carried loads"), and the code after the loop reads the
 * last iteration's load, which the finish function loads before the launch: every sweep
 * launches, inside a resident region whose device copy holds the newer bytes.
 * usage: stencil5 N STEPS */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1001;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || steps < 0)
        return 1;
    float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float));
    for (int i = 0; i < n; i++)
        a[i] = b[i] = (float)((i * 37) % 101) / 7.0f;
    for (int s = 0; s < steps; s++) {
        for (int i = 2; i < n - 2; i++)
            b[i] = 0.2f * (a[i - 2] + a[i - 1] + a[i] + a[i + 1] + a[i + 2]);
        float *t = a;
        a = b;
        b = t;
    }
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += a[i] * (i % 7 + 1);
    printf("%d %d %a\n", n, steps, sum);
    return 0;
}
