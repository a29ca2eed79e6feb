/* A time loop (one resident region: its sweeps launch, the device keeps the arrays) that
 * traps at a step the caller picks. The runtime's tests call the exports one by one: after
 * the trap, `get` must read every store made before it (the region ends at the trap), and a
 * second `steps` starts outside any region.
 * usage: trap_resident N STEPS TRAP_AT (TRAP_AT < 0: no trap) */
#include <stdio.h>
#include <stdlib.h>

#define CAP 8192
static float a[CAP], b[CAP];

__attribute__((export_name("fill"))) void fill(int n)
{
    for (int i = 0; i < n && i < CAP; i++) {
        a[i] = (float)(i % 17) * 0.5f;
        b[i] = 0.0f;
    }
}

__attribute__((export_name("steps"), noinline)) int steps(int n, int t, int trap_at)
{
    if (n > CAP)
        n = CAP;
    for (int s = 0; s < t; s++) {
        for (int i = 1; i < n - 1; i++)
            b[i] = 0.25f * (a[i - 1] + 2.0f * a[i] + a[i + 1]);
        for (int i = 1; i < n - 1; i++)
            a[i] = b[i] * 0.5f + 1.0f;
        if (s == trap_at)
            __builtin_trap();
    }
    return n;
}

/* The bits of a[i] and b[i], xored with a rotation (exact, whatever the floats hold). */
__attribute__((export_name("get"))) unsigned get(int i)
{
    union { float f; unsigned u; } x = { a[i] }, y = { b[i] };
    return x.u ^ (y.u << 7 | y.u >> 25);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    int t = argc > 2 ? atoi(argv[2]) : 4;
    int trap_at = argc > 3 ? atoi(argv[3]) : -1;
    fill(n);
    steps(n, t, trap_at);
    unsigned h = 0;
    for (int i = 0; i < n && i < CAP; i++)
        h = h * 31u + get(i);
    printf("trap_resident n=%d t=%d hash %08x\n", n, t, h);
    return 0;
}
