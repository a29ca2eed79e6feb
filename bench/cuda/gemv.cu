// Twin of golden/fixtures/bench/gemv.c: the same loop in CUDA C (A column by column).
extern "C" __global__ void gemv(unsigned m, unsigned n, const float *a, const float *x, float *y) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < m) {
        float acc = 0.0f;
        for (unsigned j = 0; j < n; j++) {
            acc += a[j * m + i] * x[j];
        }
        y[i] = acc;
    }
}
