// d08: blocked matrix transpose and k-i-j ordered matrix product C[i][j] += A[i][k]*B[k][j].
// ARGS: 41 37 43 8
// ARGS: 1 2 3 2
// ARGS: 29 53 31 5
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 8u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
int main(int argc, char **argv) {
  int ni = atoi(argv[1]), nk = atoi(argv[2]), nj = atoi(argv[3]), bs = atoi(argv[4]);
  float *A = malloc(sizeof(float) * ni * nk), *B = malloc(sizeof(float) * nk * nj), *C = calloc(ni * nj, sizeof(float));
  float *BT = malloc(sizeof(float) * nj * nk);
  double *D = calloc(ni * nj, sizeof(double));
  for (int i = 0; i < ni * nk; i++) A[i] = (lcg() % 200) / 100.0f - 1;
  for (int i = 0; i < nk * nj; i++) B[i] = (lcg() % 200) / 100.0f - 1;
  for (int kk = 0; kk < nk; kk += bs)
    for (int jj = 0; jj < nj; jj += bs)
      for (int k = kk; k < kk + bs && k < nk; k++)
        for (int j = jj; j < jj + bs && j < nj; j++)
          BT[j * nk + k] = B[k * nj + j];
  for (int k = 0; k < nk; k++)
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < nj; j++)
        C[i * nj + j] += A[i * nk + k] * B[k * nj + j];
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = 0;
      for (int k = 0; k < nk; k++) s += (double)A[i * nk + k] * BT[j * nk + k];
      D[i * nj + j] = s;
    }
  double sc = 0, sd = 0, md = 0; float ft = 0; unsigned h = 0;
  for (int i = 0; i < ni * nj; i++) {
    sc += C[i] * (1 + i % 3); sd += D[i] * (1 + i % 3);
    double e = C[i] - D[i]; if (e < 0) e = -e; if (e > md) md = e;
  }
  for (int i = 0; i < nj * nk; i++) { ft += BT[i] * (i % 4); h = h * 17u + (unsigned)(int)(BT[i] * 100); }
  printf("sc=%.6f sd=%.6f maxdiff=%.6f ft=%.6f h=%u\n", sc, sd, md, ft, h);
  return 0;
}
