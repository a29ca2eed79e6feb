/* bicg's two sums with a gather in the second: `s[j]` grows row by row, and each row's
 * `q[i]` reads `s` at `idx[j]`, the value left by the rows before it and by the columns of
 * its own row before `j`. The loop distributes into a kernel per array written; the part
 * writing `q` checks its gathered reads against its own writes only, not against the other
 * part's `s`, so running the `s` part first fed every row the last row's sums. A part that
 * gathers must not be run apart from the other part.
 * usage: gather_parts N M */
#include <stdio.h>
#include <stdlib.h>

static void __attribute__((noinline)) bicg(int n, int m, const int *idx, const float *A,
                                           const float *r, const float *p, float *s, float *q)
{
    for (int i = 0; i < n; i++) {
        q[i] = 0;
        for (int j = 0; j < m; j++) {
            s[j] = s[j] + r[i] * A[i * m + j];
            q[i] = q[i] + A[i * m + j] * p[j] + s[idx[j]];
        }
    }
}

int main(int argc, char **argv)
{
    int n = atoi(argv[1]), m = atoi(argv[2]);
    float *A = malloc(sizeof(float) * n * m), *r = malloc(sizeof(float) * n);
    float *p = malloc(sizeof(float) * m), *s = calloc(m, sizeof(float));
    float *q = malloc(sizeof(float) * n);
    int *idx = malloc(sizeof(int) * m);
    for (int x = 0; x < n * m; x++)
        A[x] = (float)((x * 7) % 13) - 6;
    for (int x = 0; x < n; x++)
        r[x] = (float)(x % 5) - 2;
    for (int x = 0; x < m; x++) {
        p[x] = (float)(x % 3);
        idx[x] = (x * 5 + 3) % m;
    }
    bicg(n, m, idx, A, r, p, s, q);
    double h = 0;
    for (int x = 0; x < n; x++)
        h = h * 1.5 + q[x];
    for (int x = 0; x < m; x++)
        h = h * 1.5 + s[x];
    printf("%.17g\n", h);
    return 0;
}
