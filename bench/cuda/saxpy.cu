// Twin of golden/fixtures/bench/saxpy.c: the same loop in CUDA C.
extern "C" __global__ void saxpy(unsigned n, float a, const float *x, float *y) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}
