/* A time loop (one resident region) whose first sweep divides by a value that reaches 0 at
 * a step the caller picks: that sweep's kernel traps in one thread after the device's
 * copy of `b` was rewritten by the steps before. The runtime's tests check that the memory
 * an embedder reads after the trap holds what plain wasmtime's holds: the earlier steps'
 * `b` below the trapping element (the loop reruns on the CPU up to the trap), never what
 * the kernel's other threads wrote.
 * usage: trap_kernel N STEPS TRAP_AT (TRAP_AT < 0: no trap) */
#include <stdio.h>
#include <stdlib.h>

#define CAP 8192
static int a[CAP], b[CAP], d[CAP];

__attribute__((export_name("fill"))) void fill(int n, int trap_at)
{
    for (int i = 0; i < n && i < CAP; i++) {
        a[i] = i * 7 + 3;
        b[i] = -1;
        d[i] = i == n / 2 ? trap_at : 1000000 + i;
    }
}

__attribute__((export_name("steps"), noinline)) int steps(int n, int t)
{
    if (n > CAP)
        n = CAP;
    for (int s = 0; s < t; s++) {
        for (int i = 0; i < n; i++)
            b[i] = (a[i] * 1000 + s) / (d[i] - s);
        for (int i = 0; i < n; i++)
            a[i] = a[i] + b[i] + 1;
    }
    return n;
}

__attribute__((export_name("get"))) unsigned get(int i)
{
    return (unsigned)a[i] ^ ((unsigned)b[i] << 11 | (unsigned)b[i] >> 21);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    int t = argc > 2 ? atoi(argv[2]) : 4;
    int trap_at = argc > 3 ? atoi(argv[3]) : -1;
    fill(n, trap_at);
    steps(n, t);
    unsigned h = 0;
    for (int i = 0; i < n && i < CAP; i++)
        h = h * 31 + get(i);
    printf("%u\n", h);
    return 0;
}
