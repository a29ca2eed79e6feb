// Twin of golden/fixtures/bench/matmul.c: the same loop in CUDA C (naive, one thread per output).
extern "C" __global__ void matmul(unsigned n, const float *a, const float *b, float *c) {
    unsigned row = blockIdx.y * blockDim.y + threadIdx.y;
    unsigned col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n && col < n) {
        float acc = 0.0f;
        for (unsigned k = 0; k < n; k++) {
            acc += a[row * n + k] * b[k * n + col];
        }
        c[row * n + col] = acc;
    }
}
