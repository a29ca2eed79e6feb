/* Loops whose rows share a scratch array (docs/AUTO-OFFLOAD.md, "Private copies"): each row
 * writes `tmp` and reads it back, so the rows write the same bytes; each thread keeps its
 * own copy of them, and after the launch each byte of `tmp` is what the last row that wrote
 * it left. Four shapes, one function each:
 *   mode 0: the whole row of `tmp` written, then read (every read written first);
 *   mode 1: only some bytes written per row, by a test of the row, never read: the memory
 *           keeps, byte by byte, what the last row that wrote it left;
 *   mode 2: a running sum that reads the row's own earlier writes;
 *   mode 3: a read of a byte the row has not written (where `A` is negative): the kernel
 *           traps and the loop reruns on the CPU;
 *   mode 4: the row of `tmp` copied out with `memcpy` (doitgen's shape): the kernel copies
 *           from the thread's copy.
 * Each prints `B` and `tmp` after the loop.
 * usage: private_rows N M MODE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static void whole_row(int n, int m, const double *A, double *B,
                                                double *tmp)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            tmp[j] = A[i * m + j] * 2.0 + 1.0;
        for (int j = 0; j < m; j++)
            B[i * m + j] = tmp[j] * 0.5 + tmp[0];
    }
}

__attribute__((noinline)) static void some_bytes(int n, int m, const double *A, double *B,
                                                 double *tmp)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            if ((i + 2 * j) % 7 == 0)
                tmp[j] = i * 100.0 + j;
            B[i * m + j] = A[i * m + j] * 3.0;
        }
}

__attribute__((noinline)) static void running(int n, int m, const double *A, double *B,
                                              double *tmp)
{
    for (int i = 0; i < n; i++) {
        tmp[0] = A[i * m];
        for (int j = 1; j < m; j++)
            tmp[j] = tmp[j - 1] * 0.5 + A[i * m + j];
        for (int j = 0; j < m; j++)
            B[i * m + j] = tmp[j] + tmp[m - 1];
    }
}

__attribute__((noinline)) static void unwritten(int n, int m, const double *A, double *B,
                                                double *tmp)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            if (A[i * m + j] >= 0)
                tmp[j] = A[i * m + j];
        for (int j = 0; j < m; j++)
            B[i * m + j] = tmp[j] + i;
    }
}

__attribute__((noinline)) static void copied_out(int n, int m, const double *A, double *B,
                                                 double *tmp)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            tmp[j] = A[i * m + j] * 0.5 + i;
        memcpy(&B[i * m], tmp, sizeof(double) * m);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40, m = argc > 2 ? atoi(argv[2]) : 30;
    int mode = argc > 3 ? atoi(argv[3]) : 0;
    if (n < 1 || m < 1)
        return 2;
    double *A = malloc(sizeof(double) * n * m), *B = malloc(sizeof(double) * n * m);
    double *tmp = malloc(sizeof(double) * (m + 8));
    if (!A || !B || !tmp)
        return 1;
    for (int i = 0; i < n * m; i++) {
        A[i] = (double)((i * 13) % 17) / 3.0 - (mode == 3 && i % 29 == 5 ? 9.0 : 0.0);
        B[i] = 0;
    }
    for (int j = 0; j < m + 8; j++)
        tmp[j] = -1.0 - j;
    switch (mode) {
    case 0: whole_row(n, m, A, B, tmp); break;
    case 1: some_bytes(n, m, A, B, tmp); break;
    case 2: running(n, m, A, B, tmp); break;
    case 3: unwritten(n, m, A, B, tmp); break;
    default: copied_out(n, m, A, B, tmp); break;
    }
    double sb = 0, st = 0;
    for (int i = 0; i < n * m; i++)
        sb += B[i] * (1 + i % 7);
    for (int j = 0; j < m + 8; j++)
        st += tmp[j] * (1 + j % 5);
    printf("mode %d: B %.10e tmp %.10e\n", mode, sb, st);
    return 0;
}
