/* NaNs that parallel loops make (0/0, sqrt of a negative, inf - inf) and what sign-bit ops
 * do to them, printed as text and as bits. WebAssembly leaves a fresh NaN's sign open;
 * wasmtime's native code on x86 gives it the sign bit (`-nan`), and `tensor-wasm run` must
 * print what wasmtime prints. usage: nan_signs [N]   (default N = 64) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

static uint32_t bits32(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t bits64(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

static void __attribute__((noinline))
make(int n, const float *a, const double *b, float *fresh, float *negated, float *absolute,
     double *root, double *diff)
{
    for (int i = 0; i < n; i++) {
        float q = a[i] / (a[i] - a[i]);      /* 0/0 or +-inf */
        fresh[i] = q;
        negated[i] = -q;
        absolute[i] = fabsf(q);
        root[i] = sqrt(b[i]);               /* NaN for negative b */
        diff[i] = b[i] * INFINITY - INFINITY; /* inf - inf for positive b */
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    float *a = malloc(4 * n), *fresh = malloc(4 * n), *negated = malloc(4 * n);
    float *absolute = malloc(4 * n);
    double *b = malloc(8 * n), *root = malloc(8 * n), *diff = malloc(8 * n);
    for (int i = 0; i < n; i++) {
        a[i] = (float)(i % 3);
        b[i] = (double)(i % 5) - 2.0;
    }
    make(n, a, b, fresh, negated, absolute, root, diff);
    uint64_t h = 1469598103934665603ull;
    int signs = 0;
    for (int i = 0; i < n; i++) {
        h = (h ^ bits32(fresh[i])) * 1099511628211ull;
        h = (h ^ bits32(negated[i])) * 1099511628211ull;
        h = (h ^ bits32(absolute[i])) * 1099511628211ull;
        h = (h ^ bits64(root[i])) * 1099511628211ull;
        h = (h ^ bits64(diff[i])) * 1099511628211ull;
        signs += signbit(fresh[i]) != 0;
    }
    printf("fresh %f negated %f abs %f sqrt %f inf-inf %f\n", fresh[0], negated[0], absolute[0],
           root[0], diff[3]);
    printf("bits %08x %08x %08x %016llx %016llx\n", bits32(fresh[0]), bits32(negated[0]),
           bits32(absolute[0]), (unsigned long long)bits64(root[0]),
           (unsigned long long)bits64(diff[3]));
    printf("signs set %d of %d, hash %016llx\n", signs, n, (unsigned long long)h);
    return 0;
}
