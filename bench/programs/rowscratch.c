/* rowscratch: each row of a matrix is scaled into a scratch row, then every output cell is
 * the sum of up to eight cells of that scratch row (a short window, cut at the row's end).
 * Every row writes the same scratch array and reads it back, so the rows write the same
 * bytes: the runtime gives each thread its own copy of the scratch row (docs/AUTO-OFFLOAD.md,
 * "Private copies"), where the rows' own loops launched once per row before.
 * usage: rowscratch [N [M [REPS]]]   (defaults N = 1024, M = 1024, REPS = 2) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    int m = argc > 2 ? atoi(argv[2]) : 1024;
    int reps = argc > 3 ? atoi(argv[3]) : 2;
    if (n < 1 || m < 1 || reps < 1) {
        fprintf(stderr, "rowscratch: N, M and REPS must be >= 1\n");
        return 1;
    }
    float *a = malloc(sizeof(float) * (size_t)n * m), *b = malloc(sizeof(float) * (size_t)n * m);
    float *tmp = malloc(sizeof(float) * (size_t)m);
    if (!a || !b || !tmp) {
        fprintf(stderr, "rowscratch: out of memory\n");
        return 1;
    }
    for (long i = 0; i < (long)n * m; i++)
        a[i] = (float)((i * 37) % 101) / 7.0f;
    for (int r = 0; r < reps; r++) {
        float w = 1.0f + 0.25f * r;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++)
                tmp[j] = a[(long)i * m + j] * w + 1.0f;
            for (int j = 0; j < m; j++) {
                float s = 0;
                for (int k = 0; k < 8 && j + k < m; k++)
                    s += tmp[j + k];
                b[(long)i * m + j] = s;
            }
        }
    }
    double sum = 0;
    for (long i = 0; i < (long)n * m; i++)
        sum += b[i] * (double)(1 + i % 7);
    printf("rowscratch %d %d %d: %.10e\n", n, m, reps, sum);
    return 0;
}
