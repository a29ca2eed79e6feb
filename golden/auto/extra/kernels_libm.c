/* Loops that call libm. Built two ways (build.sh):
 * - kernels_libm.*: wasi-libc's expf, logf, powf and sqrtf are linked into the module as wasm
 *   functions (pure code reading constant tables in the data segment);
 * - kernels_libm_env.*: -nostdlib, the functions are imports from `env`, which auto mode links
 *   to the committed libm (inline/libm/libm.wasm, the same wasi-libc code).
 * Auto mode inlines them (tensor-wasm-inline) and launches the loops; CPU and GPU run the same
 * wasm code. */
#ifdef __wasi__
#include <math.h>
#else
float expf(float);
float logf(float);
float powf(float, float);
#define sqrtf __builtin_sqrtf
#define fabsf __builtin_fabsf
#endif

#define K(name) __attribute__((export_name(#name)))

K(softplus) void softplus(int n, float *restrict y, const float *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = logf(1.0f + expf(x[i]));
}

K(powk) void powk(int n, float *restrict y, const float *restrict x, float p) {
    for (int i = 0; i < n; i++)
        y[i] = powf(fabsf(x[i]), p) + sqrtf(fabsf(x[i]));
}

K(sigmoid2d) void sigmoid2d(int n, int m, float *restrict y, const float *restrict x) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            y[i * m + j] = 1.0f / (1.0f + expf(-x[i * m + j]));
}

K(gauss) void gauss(int n, float *restrict y, const float *restrict x, float s) {
    for (int i = 0; i < n; i++) {
        float t = x[i] * s;
        y[i] = expf(-0.5f * t * t) * 0.3989423f;
    }
}

/* Values in a range where expf and powf take their ordinary paths (random bytes are mostly
 * NaNs, infinities and huge numbers, which take the special ones). */
K(ranged) void ranged(int n, float *restrict y, const unsigned *restrict bits) {
    for (int i = 0; i < n; i++) {
        float x = (float)(bits[i] & 0xffff) / 4096.0f - 8.0f;
        y[i] = expf(x) + powf(1.5f, x);
    }
}
