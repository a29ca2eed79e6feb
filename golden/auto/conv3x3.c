/* A 3x3 convolution ("valid" borders) of an h x w row-major image with a 3x3 filter:
 * out is (h-2) x (w-2). The two outer loops are parallel; the 3x3 window is summed in order. */
void conv3x3(int h, int w, const float *in, const float *k, float *out) {
    for (int y = 0; y < h - 2; y++) {
        for (int x = 0; x < w - 2; x++) {
            float acc = 0.0f;
            for (int dy = 0; dy < 3; dy++) {
                for (int dx = 0; dx < 3; dx++) {
                    acc += in[(y + dy) * w + (x + dx)] * k[dy * 3 + dx];
                }
            }
            out[y * (w - 2) + x] = acc;
        }
    }
}
