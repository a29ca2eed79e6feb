/* Sizes compiled in, as PolyBench's are: the runtime estimates before any call what one call
 * of each nest costs on the CPU, and makes the CUDA context at instantiation when one will
 * take longer than making it (runtime/src/deferred.rs `nest_worth_the_context`). The product
 * below is such a nest; the row recurrence is as long, but its rows read the row before (it
 * collides within one array, `overlap` at every call), and the initialisation is short.
 * The test only plans this program; run it with no arguments. */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

static float a[N][N], b[N][N], c[N][N], r[N][N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (float)((i * j + 1) % N) / N;
            b[i][j] = (float)((i + 2 * j) % N) / N;
            r[i][j] = (float)(i + j) / N;
        }
    /* Each row from the one before: a dependence carried by i. */
    for (int i = 1; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < 16; k++)
                r[i][j] = r[i][j] * 0.5f + r[i - 1][(j + k) % N] * 0.25f;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            float s = 0.0f;
            for (int k = 0; k < N; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            sum += c[i][j] + r[i][j];
    printf("%.6f\n", sum);
    return 0;
}
