/* The dot product of x and y: a sum reduction over i (in order, as C specifies). */
float dot(int n, const float *x, const float *y) {
    float acc = 0.0f;
    for (int i = 0; i < n; i++) {
        acc += x[i] * y[i];
    }
    return acc;
}
