// Twin of golden/fixtures/bench/vector_add.c: the same loop in CUDA C.
extern "C" __global__ void vector_add(unsigned n, const float *a, const float *b, float *c) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}
