#include <stdio.h>
#include <stdlib.h>
// temporaries shared across outer iterations (need privatization), global scalar carried through memory
// ARGS: 17 5
// ARGS: 0 1
// ARGS: 1 1
// ARGS: 2 2
// ARGS: 50 33
// ARGS: 120 7
static int gtmp[256];
static int last;
static float rowbuf[256];
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]);
  if (n > 250) n = 250; if (m > 250) m = 250;
  int *A = malloc(4 * (n * m + 1)), *B = malloc(4 * (n * m + 1)), *tmp = malloc(4 * (m + 1)), *C = malloc(4 * (n + 1));
  float *F = malloc(4 * (n * m + 1));
  for (int i = 0; i < n * m; i++) { A[i] = (i * 31) % 19 - 9; F[i] = (float)(i % 11) * 0.5f; }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) tmp[j] = A[i * m + j] * (i + 1);
    for (int j = 0; j < m; j++) B[i * m + j] = tmp[m - 1 - j] + tmp[j];
  }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) gtmp[j] = A[i * m + j] + gtmp[j] / 2;
    int s = 0; for (int j = 0; j < m; j++) s += gtmp[j]; C[i] = s;
  }
  for (int i = 0; i < n; i++) { C[i] += last; last = A[i * m] ^ i; }
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) rowbuf[j] = F[i * m + j] * 2.0f;
    for (int j = 1; j < m; j++) F[i * m + j] = rowbuf[j] - rowbuf[j - 1];
  }
  unsigned h = 0;
  for (int i = 0; i < n * m; i++) { union { float f; unsigned u; } u = {F[i]}; h = h * 31 + B[i] + u.u; }
  for (int i = 0; i < n; i++) h = h * 31 + C[i];
  for (int j = 0; j < 256; j++) h = h * 31 + gtmp[j];
  printf("%u %d\n", h, last);
  return 0;
}
