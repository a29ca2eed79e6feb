/* intstats: integer statistics of n hashed keys, STEPS times with another salt each
 * time: a sum of squares, an xor fingerprint and a count above a threshold, all in
 * wrapping 32-bit arithmetic (exact in any order, so auto mode combines per-thread
 * parts of the three reductions; docs/AUTO-OFFLOAD.md "Reductions").
 * usage: intstats [N [STEPS]]   (defaults N = 16777216, STEPS = 10)
 * The salt of each step depends on the previous step's fingerprint, so the steps
 * run in order; each step reads the whole key array. */
#include <stdio.h>
#include <stdlib.h>

static unsigned mix(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

static void __attribute__((noinline))
kernel_intstats(int n, const unsigned *keys, unsigned salt, unsigned *out)
{
    unsigned squares = 0, fingerprint = 0, above = 0;
    for (int i = 0; i < n; i++) {
        unsigned v = mix(keys[i] ^ salt);
        squares += v * v;
        fingerprint ^= v + (unsigned)i;
        above += v > 0xc0000000U;
    }
    out[0] = squares;
    out[1] = fingerprint;
    out[2] = above;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 16777216;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 1 || steps < 1) {
        fprintf(stderr, "intstats: N and STEPS must be >= 1\n");
        return 1;
    }
    unsigned *keys = malloc(sizeof(unsigned) * n);
    if (!keys) {
        fprintf(stderr, "intstats: out of memory\n");
        return 1;
    }
    for (int i = 0; i < n; i++)
        keys[i] = (unsigned)i * 2654435761U + 12345U;

    unsigned salt = 0x9e3779b9U, fingerprint = 0, above = 0;
    unsigned long long squares = 0;
    unsigned out[3];
    for (int t = 0; t < steps; t++) {
        kernel_intstats(n, keys, salt, out);
        squares += out[0];
        fingerprint ^= out[1];
        above += out[2];
        salt = salt * 1664525U + 1013904223U + out[1];
    }
    printf("intstats n=%d steps=%d\n", n, steps);
    printf("squares %llu fingerprint %08x above %u\n", squares, fingerprint, above);
    return 0;
}
