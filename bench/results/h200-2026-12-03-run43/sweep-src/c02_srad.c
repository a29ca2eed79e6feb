// ARGS: 40 36 5 0.5
// ARGS: 1 97 3 0.25
// Rodinia SRAD (speckle-reducing anisotropic diffusion): per-iteration ROI statistics
// reduction, directional derivatives with clamped neighbour index arrays, diffusion
// coefficient, divergence update. Image is exp() of input, log() on output.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 64;
  int cols = argc > 2 ? atoi(argv[2]) : 64;
  int niter = argc > 3 ? atoi(argv[3]) : 4;
  float lambda = argc > 4 ? (float)atof(argv[4]) : 0.5f;
  int size = rows * cols;
  float *J = malloc(sizeof(float) * size);
  float *c = malloc(sizeof(float) * size);
  float *dN = malloc(sizeof(float) * size), *dS = malloc(sizeof(float) * size);
  float *dW = malloc(sizeof(float) * size), *dE = malloc(sizeof(float) * size);
  int *iN = malloc(sizeof(int) * rows), *iS = malloc(sizeof(int) * rows);
  int *jW = malloc(sizeof(int) * cols), *jE = malloc(sizeof(int) * cols);
  for (int i = 0; i < rows; i++) { iN[i] = i - 1; iS[i] = i + 1; }
  for (int j = 0; j < cols; j++) { jW[j] = j - 1; jE[j] = j + 1; }
  iN[0] = 0; iS[rows - 1] = rows - 1; jW[0] = 0; jE[cols - 1] = cols - 1;
  unsigned s = 7u;
  for (int k = 0; k < size; k++) {
    s = s * 69069u + 1u;
    J[k] = expf((float)(s >> 9) / 8388608.0f);
  }
  int r1 = 0, r2 = rows / 2, c1 = 0, c2 = cols / 2;
  int size_R = (r2 - r1 + 1) * (c2 - c1 + 1);
  for (int iter = 0; iter < niter; iter++) {
    float sum = 0, sum2 = 0;
    for (int i = r1; i <= r2; i++)
      for (int j = c1; j <= c2; j++) {
        float tmp = J[i * cols + j];
        sum += tmp;
        sum2 += tmp * tmp;
      }
    float meanROI = sum / size_R;
    float varROI = (sum2 / size_R) - meanROI * meanROI;
    float q0sqr = varROI / (meanROI * meanROI);
    for (int i = 0; i < rows; i++) {
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
        float den = 1 + (.25f * L);
        float qsqr = num / (den * den);
        den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
        c[k] = 1.0f / (1.0f + den);
        if (c[k] < 0) c[k] = 0;
        else if (c[k] > 1) c[k] = 1;
      }
    }
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        int k = i * cols + j;
        float cN = c[k], cS = c[iS[i] * cols + j], cW = c[k], cE = c[i * cols + jE[j]];
        float D = cN * dN[k] + cS * dS[k] + cW * dW[k] + cE * dE[k];
        J[k] = J[k] + 0.25f * lambda * D;
      }
    }
    printf("iter %d mean %.8g var %.8g q0 %.8g\n", iter, meanROI, varROI, q0sqr);
  }
  double cs = 0;
  for (int k = 0; k < size; k++) cs += logf(J[k]) * (1 + k % 7);
  printf("checksum %.12g J0 %a Jlast %a\n", cs, J[0], J[size - 1]);
  return 0;
}
