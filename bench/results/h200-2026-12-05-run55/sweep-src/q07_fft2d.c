// q07: 2-D complex FFT (radix-2 iterative Cooley-Tukey, separate re/im double arrays,
// precomputed sin/cos tables, bit-reversal permutation), rows then columns via a transpose,
// forward then inverse; power spectrum checksum and round-trip error.
// ARGS: 32 16
// ARGS: 1 1
// ARGS: 8 64
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void fft1(double *re, double *im, int n, const double *ct, const double *st, int inv) {
  for (int i = 1, j = 0; i < n; i++) {
    int bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) { double t = re[i]; re[i] = re[j]; re[j] = t; t = im[i]; im[i] = im[j]; im[j] = t; }
  }
  for (int len = 2; len <= n; len <<= 1) {
    int step = n / len;
    for (int i = 0; i < n; i += len)
      for (int k = 0; k < len / 2; k++) {
        double wr = ct[k * step], wi = inv ? st[k * step] : -st[k * step];
        double ur = re[i + k], ui = im[i + k];
        double vr = re[i + k + len / 2] * wr - im[i + k + len / 2] * wi;
        double vi = re[i + k + len / 2] * wi + im[i + k + len / 2] * wr;
        re[i + k] = ur + vr; im[i + k] = ui + vi;
        re[i + k + len / 2] = ur - vr; im[i + k + len / 2] = ui - vi;
      }
  }
}
static void transpose(const double *src, double *dst, int rows, int cols) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) dst[j * rows + i] = src[i * cols + j];
}
static void fft2(double *re, double *im, double *tr, double *ti, int ny, int nx,
                 const double *ctx, const double *stx, const double *cty, const double *sty, int inv) {
  for (int y = 0; y < ny; y++) fft1(re + y * nx, im + y * nx, nx, ctx, stx, inv);
  transpose(re, tr, ny, nx); transpose(im, ti, ny, nx);
  for (int x = 0; x < nx; x++) fft1(tr + x * ny, ti + x * ny, ny, cty, sty, inv);
  transpose(tr, re, nx, ny); transpose(ti, im, nx, ny);
}
int main(int argc, char **argv) {
  int nx = atoi(argv[1]), ny = atoi(argv[2]);
  if ((nx & (nx - 1)) || (ny & (ny - 1))) return 2;
  int n = nx * ny;
  double *re = malloc(8 * n), *im = malloc(8 * n), *tr = malloc(8 * n), *ti = malloc(8 * n), *orig = malloc(8 * n);
  double *ctx = malloc(8 * nx), *stx = malloc(8 * nx), *cty = malloc(8 * ny), *sty = malloc(8 * ny);
  for (int k = 0; k < nx; k++) { ctx[k] = cos(2 * M_PI * k / nx); stx[k] = sin(2 * M_PI * k / nx); }
  for (int k = 0; k < ny; k++) { cty[k] = cos(2 * M_PI * k / ny); sty[k] = sin(2 * M_PI * k / ny); }
  for (int y = 0; y < ny; y++)
    for (int x = 0; x < nx; x++) {
      re[y * nx + x] = orig[y * nx + x] = sin(0.3 * x) + cos(0.7 * y) + ((x ^ y) & 3) * 0.25;
      im[y * nx + x] = 0;
    }
  fft2(re, im, tr, ti, ny, nx, ctx, stx, cty, sty, 0);
  double *pw = malloc(8 * n);
  for (int i = 0; i < n; i++) pw[i] = re[i] * re[i] + im[i] * im[i];
  double ps = 0, pmax = 0; int imax = 0;
  for (int i = 0; i < n; i++) { ps += pw[i]; if (pw[i] > pmax) { pmax = pw[i]; imax = i; } }
  fft2(re, im, tr, ti, ny, nx, ctx, stx, cty, sty, 1);
  for (int i = 0; i < n; i++) { re[i] /= n; im[i] /= n; }
  double err = 0;
  for (int i = 0; i < n; i++) err = fmax(err, fabs(re[i] - orig[i]) + fabs(im[i]));
  printf("ps=%.17g pmax=%.17g imax=%d ok=%d\n", ps, pmax, imax, err < 1e-9);
  printf("re1=%.17g\n", re[n / 2]);
  return 0;
}
