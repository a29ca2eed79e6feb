#include <stdio.h>
#include <stdlib.h>
// 3-D arrays (global static, fixed dims) heat stencil with pointer swaps across time steps
// ARGS: 8 3
// ARGS: 1 1
// ARGS: 2 2
// ARGS: 3 0
// ARGS: 17 4
// ARGS: 31 5
#define N 32
static float A[N][N][N], B[N][N][N];
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  if (n > N) n = N;
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++)
    A[i][j][k] = (float)((i * 3 + j * 5 + k * 7) % 13) * 0.125f;
  float (*src)[N][N] = A, (*dst)[N][N] = B;
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          dst[i][j][k] = 0.5f * src[i][j][k] + 0.0833333f * (src[i-1][j][k] + src[i+1][j][k] + src[i][j-1][k] + src[i][j+1][k] + src[i][j][k-1] + src[i][j][k+1]);
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { dst[i][j][0] = src[i][j][0]; if (n > 1) dst[i][j][n-1] = src[i][j][n-1]; }
    for (int i = 0; i < n; i++) for (int k = 0; k < n; k++) { dst[i][0][k] = src[i][0][k]; if (n > 1) dst[i][n-1][k] = src[i][n-1][k]; }
    for (int j = 0; j < n; j++) for (int k = 0; k < n; k++) { dst[0][j][k] = src[0][j][k]; if (n > 1) dst[n-1][j][k] = src[n-1][j][k]; }
    float (*tmp)[N][N] = src; src = dst; dst = tmp;
  }
  double tot = 0; unsigned h = 0;
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int k = 0; k < n; k++) {
    union { float f; unsigned u; } u; u.f = src[i][j][k]; h = h * 33u ^ u.u; tot += src[i][j][k]; }
  printf("tot=%.17g h=%08x\n", tot, h);
  if (n > 2) printf("c=%.9g\n", src[n/2][n/2][n/2]);
  return 0;
}
