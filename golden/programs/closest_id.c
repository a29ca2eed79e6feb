/* For each of Q queries, the id of the record nearest to it: `if (d < best) { best = d; bid =
 * id[i]; }`. clang loads id[i] only where the test holds, so the minimum and its id reach
 * the end of the iteration as the parameters of the block where the two paths meet, not as
 * `select`s; the analysis form makes them `select`s (auto/if_convert.rs) and each query's
 * scan launches as a minimum with the id taken with it. Ties keep the first record, a NaN
 * distance is never taken, as in plain wasmtime.
 * usage: closest_id N Q */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 5000;
    int q = argc > 2 ? atoi(argv[2]) : 4;
    if (n < 1 || q < 0)
        return 1;
    float *x = malloc(n * sizeof(float)), *y = malloc(n * sizeof(float));
    float *d = malloc(n * sizeof(float));
    int *id = malloc(n * sizeof(int));
    unsigned s = 12345;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        x[i] = (float)(s >> 16 & 1023) / 8.0f;
        s = s * 1103515245u + 12345u;
        y[i] = (float)(s >> 16 & 1023) / 8.0f;
        id[i] = 100000 + (int)((s >> 8) % 900000);
    }
    if (n > 3)
        x[3] = 0.0f / 0.0f;
    long total = 0;
    for (int k = 0; k < q; k++) {
        float tx = (float)(k * 37 % 128), ty = (float)(k * 91 % 128);
        for (int i = 0; i < n; i++)
            d[i] = (x[i] - tx) * (x[i] - tx) + (y[i] - ty) * (y[i] - ty);
        float best = 1e30f;
        int bid = -1;
        for (int i = 0; i < n; i++) {
            if (d[i] < best) {
                best = d[i];
                bid = id[i];
            }
        }
        printf("query %d: id %d at %a\n", k, bid, best);
        total += bid;
    }
    printf("total %ld\n", total);
    return 0;
}
