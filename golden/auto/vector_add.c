/* c[i] = a[i] + b[i] for i in 0..n: the simplest parallel loop. */
void vector_add(unsigned n, const float *a, const float *b, float *c) {
    for (unsigned i = 0; i < n; i++) {
        c[i] = a[i] + b[i];
    }
}
