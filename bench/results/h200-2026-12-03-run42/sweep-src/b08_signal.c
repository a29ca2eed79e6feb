// ARGS: 40001 33 4
// ARGS: 1001 17 9
// 1-D FIR convolution with a static const filter, then a 3-D 7-point heat stencil with a time loop.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static const float FILT[9] = { 0.02f, 0.05f, 0.12f, 0.20f, 0.22f, 0.20f, 0.12f, 0.05f, 0.02f };

static void fir(int n, const float *in, float *out) {
  for (int i = 4; i < n - 4; i++) {
    float s = 0.0f;
    for (int k = 0; k < 9; k++) s += FILT[k] * in[i - 4 + k];
    out[i] = s;
  }
  for (int i = 0; i < 4 && i < n; i++) { out[i] = in[i]; out[n - 1 - i] = in[n - 1 - i]; }
}

static void heat(int L, double *u, double *v, int steps, double c) {
#define IX(i, j, k) (((i) * L + (j)) * L + (k))
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < L - 1; i++)
      for (int j = 1; j < L - 1; j++)
        for (int k = 1; k < L - 1; k++)
          v[IX(i, j, k)] = u[IX(i, j, k)] + c * (u[IX(i - 1, j, k)] + u[IX(i + 1, j, k)] +
                                                 u[IX(i, j - 1, k)] + u[IX(i, j + 1, k)] +
                                                 u[IX(i, j, k - 1)] + u[IX(i, j, k + 1)] -
                                                 6.0 * u[IX(i, j, k)]);
    double *tmp = u; u = v; v = tmp;
  }
#undef IX
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]), L = atoi(argv[2]), steps = atoi(argv[3]);
  float *sig = malloc(sizeof(float) * n), *out = calloc(n, sizeof(float));
  for (int i = 0; i < n; i++) sig[i] = sinf(0.01f * (float)i) + 0.3f * (float)((i * 7) % 11 - 5);
  fir(n, sig, out);
  fir(n, out, sig);
  double fs = 0; float fmax = -1e30f;
  for (int i = 0; i < n; i++) { fs += out[i] * (double)(i % 4 + 1) + sig[i]; if (sig[i] > fmax) fmax = sig[i]; }
  size_t cells = (size_t)L * L * L;
  double *u = calloc(cells, sizeof(double)), *v = calloc(cells, sizeof(double));
  for (size_t p = 0; p < cells; p++) u[p] = v[p] = (double)((p * 2654435761u) % 1000) / 1000.0;
  heat(L, u, v, steps, 0.1);
  double *res = (steps % 2) ? v : u;
  double hs = 0, hw = 0;
  for (size_t p = 0; p < cells; p++) { hs += res[p]; hw += res[p] * (double)(p % 9); }
  printf("fir sum %.17g max %.9g out[n/2] %.9g\n", fs, fmax, out[n / 2]);
  printf("heat L=%d steps=%d sum %.17g weighted %.17g centre %.17g\n", L, steps, hs, hw,
         res[(L / 2 * L + L / 2) * L + L / 2]);
  free(sig); free(out); free(u); free(v);
  return 0;
}
