// Twin of golden/fixtures/bench/conv3x3.c: the same loop in CUDA C.
extern "C" __global__ void conv3x3(unsigned w, unsigned h, const float *in, const float *k, float *out) {
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w - 2 && y < h - 2) {
        float acc = 0.0f;
        for (unsigned dy = 0; dy < 3; dy++) {
            for (unsigned dx = 0; dx < 3; dx++) {
                acc += in[(y + dy) * w + (x + dx)] * k[dy * 3 + dx];
            }
        }
        out[y * (w - 2) + x] = acc;
    }
}
