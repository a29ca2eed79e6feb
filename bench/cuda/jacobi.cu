// Twin of golden/fixtures/bench/jacobi.c: the same loop in CUDA C.
extern "C" __global__ void jacobi(unsigned n, const float *in, float *out) {
    unsigned j = 1 + blockIdx.x * blockDim.x + threadIdx.x;
    unsigned i = 1 + blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n - 1 && j < n - 1) {
        out[i * n + j] = 0.25f * (in[(i - 1) * n + j] + in[(i + 1) * n + j] +
                                  in[i * n + j - 1] + in[i * n + j + 1]);
    }
}
