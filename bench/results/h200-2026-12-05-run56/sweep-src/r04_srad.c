// r04: Rodinia-style SRAD (speckle-reducing anisotropic diffusion) on a malloc'd float image
// with separate neighbour index arrays iN/iS/jW/jE (int), per-pixel derivative arrays and a
// diffusion coefficient array c computed with a division and clamped to [0,1]. Each
// iteration first reduces the ROI mean/variance (double sums), then two stencil passes.
// A do-while runs until q0^2 changes by less than eps or the iteration cap. Uses expf/logf.
// ARGS: 96 80 12
// ARGS: 33 51 5
// ARGS: 4 3 2
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float clamp01(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }

int main(int argc, char **argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 64;
  int cols = argc > 2 ? atoi(argv[2]) : 64;
  int niter = argc > 3 ? atoi(argv[3]) : 10;
  if (rows < 2) rows = 2;
  if (cols < 2) cols = 2;
  int n = rows * cols;
  float *J = malloc(sizeof(float) * n), *c = malloc(sizeof(float) * n);
  float *dN = malloc(sizeof(float) * n), *dS = malloc(sizeof(float) * n);
  float *dW = malloc(sizeof(float) * n), *dE = malloc(sizeof(float) * n);
  int *iN = malloc(sizeof(int) * rows), *iS = malloc(sizeof(int) * rows);
  int *jW = malloc(sizeof(int) * cols), *jE = malloc(sizeof(int) * cols);
  for (int i = 0; i < rows; i++) { iN[i] = i - 1; iS[i] = i + 1; }
  for (int j = 0; j < cols; j++) { jW[j] = j - 1; jE[j] = j + 1; }
  iN[0] = 0; iS[rows - 1] = rows - 1; jW[0] = 0; jE[cols - 1] = cols - 1;
  unsigned s = 77u;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      s = s * 1664525u + 1013904223u;
      float v = 0.2f + 0.6f * (float)((i / 8 + j / 8) & 1) + (float)(s >> 8) / 16777216.0f * 0.15f;
      J[i * cols + j] = expf(v);  // image is stored as exp of intensity, like Rodinia
    }
  int r1 = 0, r2 = rows / 2, c1 = 0, c2 = cols / 2;
  int size_r = (r2 - r1 + 1) * (c2 - c1 + 1);
  float lambda = 0.5f;
  int it = 0;
  float q0sqr = 0.0f, prev = 0.0f;
  do {
    prev = q0sqr;
    double sum = 0.0, sum2 = 0.0;
    for (int i = r1; i <= r2; i++)
      for (int j = c1; j <= c2; j++) {
        double t = J[i * cols + j];
        sum += t;
        sum2 += t * t;
      }
    double meanROI = sum / size_r;
    double varROI = sum2 / size_r - meanROI * meanROI;
    q0sqr = (float)(varROI / (meanROI * meanROI));
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++) {
        int k = i * cols + j;
        float Jc = J[k];
        dN[k] = J[iN[i] * cols + j] - Jc;
        dS[k] = J[iS[i] * cols + j] - Jc;
        dW[k] = J[i * cols + jW[j]] - Jc;
        dE[k] = J[i * cols + jE[j]] - Jc;
        float G2 = (dN[k] * dN[k] + dS[k] * dS[k] + dW[k] * dW[k] + dE[k] * dE[k]) / (Jc * Jc);
        float L = (dN[k] + dS[k] + dW[k] + dE[k]) / Jc;
        float num = (0.5f * G2) - ((1.0f / 16.0f) * (L * L));
        float den = 1 + (0.25f * L);
        float qsqr = num / (den * den);
        den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
        c[k] = clamp01(1.0f / (1.0f + den));
      }
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++) {
        int k = i * cols + j;
        float cN = c[k], cS = c[iS[i] * cols + j], cW = c[k], cE = c[i * cols + jE[j]];
        float D = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k];
        J[k] = J[k] + 0.25f * lambda * D;
      }
    it++;
  } while (it < niter && fabsf(q0sqr - prev) > 1e-6f);
  double total = 0.0;
  float mx = -1e30f;
  for (int k = 0; k < n; k++) {
    float v = logf(J[k]);
    J[k] = v;
    total += v;
    mx = fmaxf(mx, v);
  }
  printf("iters=%d q0sqr=%.6e total=%.9g max=%.9g\n", it, q0sqr, total, mx);
  printf("samples %.9g %.9g %.9g %.9g\n", J[0], J[n / 3], J[n / 2 + cols / 2], J[n - 1]);
  free(J); free(c); free(dN); free(dS); free(dW); free(dE);
  free(iN); free(iS); free(jW); free(jE);
  return 0;
}
