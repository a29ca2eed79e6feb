/* dft: the discrete Fourier transform of a real signal, computed directly (no FFT), as a
 * user who needs a spectrum writes it.
 * usage: dft [N]   (default N = 4096)
 * Each output bin k sums x[n] * cos and x[n] * sin of 2 pi k n / N over all n, in order:
 * the loop over k is parallel, each bin's sum stays sequential (exact floats). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096;
    if (n < 8) {
        fprintf(stderr, "dft: N must be >= 8\n");
        return 1;
    }
    double *x = malloc(sizeof(double) * n);
    double *mag = malloc(sizeof(double) * n);
    if (!x || !mag) {
        fprintf(stderr, "dft: out of memory\n");
        return 1;
    }
    const double two_pi = 6.283185307179586;
    unsigned seed = 12345;
    for (int i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        double noise = ((seed >> 8) & 0xffff) / 65536.0 - 0.5;
        x[i] = sin(two_pi * 3.0 * i / n) + 0.5 * cos(two_pi * 17.0 * i / n) + 0.1 * noise;
    }
    for (int k = 0; k < n; k++) {
        double re = 0.0, im = 0.0;
        for (int i = 0; i < n; i++) {
            double a = two_pi * (double)(((long long)k * i) % n) / n;
            re += x[i] * cos(a);
            im -= x[i] * sin(a);
        }
        mag[k] = sqrt(re * re + im * im);
    }
    int peak = 0, second = 1;
    double total = 0.0;
    for (int k = 0; k < n / 2; k++) {
        total += mag[k];
        if (mag[k] > mag[peak]) {
            second = peak;
            peak = k;
        } else if (k != peak && mag[k] > mag[second]) {
            second = k;
        }
    }
    printf("dft n=%d\n", n);
    printf("peak bin %d magnitude %.9g\n", peak, mag[peak]);
    printf("second bin %d magnitude %.9g\n", second, mag[second]);
    printf("sum of magnitudes %.12g\n", total);
    free(x);
    free(mag);
    return 0;
}
