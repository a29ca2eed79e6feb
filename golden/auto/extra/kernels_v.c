/* Rows that share a scratch array (docs/AUTO-OFFLOAD.md, "Private copies"): every row writes
 * `tmp` and reads it back, so the rows write the same bytes, and each thread keeps its own
 * copy of them. After the launch each byte of `tmp` is what the last row that wrote it left. */

/* The whole row written, then read. */
void rowtmp(int n, int m, const int *a, int *b, int *tmp)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            tmp[j] = a[i * m + j] * 2 + 1;
        for (int j = 0; j < m; j++)
            b[i * m + j] = tmp[j] + tmp[0];
    }
}

/* Some bytes written per row, by a test of the row, never read. */
void somebytes(int n, int m, const int *a, int *b, int *tmp)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            if ((i + 2 * j) % 7 == 0)
                tmp[j] = i * 100 + j;
            b[i * m + j] = a[i * m + j] * 3;
        }
}

/* A running sum that reads the row's own earlier writes. */
void running(int n, int m, const int *a, int *b, int *tmp)
{
    for (int i = 0; i < n; i++) {
        tmp[0] = a[i * m];
        for (int j = 1; j < m; j++)
            tmp[j] = (tmp[j - 1] >> 1) + a[i * m + j];
        for (int j = 0; j < m; j++)
            b[i * m + j] = tmp[j] + tmp[m - 1];
    }
}

/* A read of a byte the row may not have written (where `a` is negative): the kernel traps
 * and the loop runs on the CPU. */
void unwritten(int n, int m, const int *a, int *b, int *tmp)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            if (a[i * m + j] >= 0)
                tmp[j] = a[i * m + j];
        for (int j = 0; j < m; j++)
            b[i * m + j] = tmp[j] + i;
    }
}

/* The row of `tmp` copied out with `memcpy` (doitgen's shape): the kernel copies from the
 * thread's copy byte by byte. */
void copiedout(int n, int m, const int *a, int *b, int *tmp)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            tmp[j] = a[i * m + j] * 3 + i;
        __builtin_memcpy(&b[i * m], tmp, sizeof(int) * m);
    }
}

/* A time step reads `a` before it writes it: not kept as copies (every thread would read
 * what an earlier step left), so the steps stay in order and each step's loops launch. */
void steps(int t, int n, int *a, int *b)
{
    for (int s = 0; s < t; s++) {
        for (int j = 1; j < n - 1; j++)
            b[j] = (a[j - 1] + a[j + 1]) >> 1;
        for (int j = 1; j < n - 1; j++)
            a[j] = b[j];
    }
}
