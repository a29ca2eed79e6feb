#include <stdio.h>
#include <stdlib.h>
// 2-D nests whose outer code (before/after the inner loop) reads elements the inner loops write:
// s = a[i][c] with c from argv, s = a[i][m] (= next row's first element), s = a[i+1][0],
// reads through a second row pointer that may alias, inner bound computed in outer code from a load
// ARGS: 5 6 0
// ARGS: 5 6 5
// ARGS: 5 6 3
// ARGS: 1 1 0
// ARGS: 2 3 2
// ARGS: 9 17 16
// ARGS: 40 33 7
__attribute__((noinline)) static void k1(float *a, int n, int m, int c) {
  for (int i = 0; i < n; i++) { float s = a[i * m + c]; for (int j = 0; j < m; j++) a[i * m + j] = 2.0f * s + (float)j; }
}
__attribute__((noinline)) static void k2(float *a, int n, int m) {
  for (int i = 0; i < n - 1; i++) { float s = a[i * m + m]; for (int j = 0; j < m; j++) a[i * m + j] = s * 0.5f + (float)j; }
}
__attribute__((noinline)) static void k3(float *a, int n, int m) {
  for (int i = 0; i < n - 1; i++) { float s = a[(i + 1) * m]; for (int j = 0; j < m; j++) a[i * m + j] += s; }
}
__attribute__((noinline)) static void k4(float *a, const float *r, int n, int m) {
  for (int i = 0; i < n; i++) { float s = r[i * m]; for (int j = 0; j < m; j++) a[i * m + j] = a[i * m + j] * 0.5f + s; }
}
__attribute__((noinline)) static void k5(int *a, int n, int m) {
  for (int i = 0; i < n; i++) { int L = a[i * m] & 7; if (L > m) L = m; for (int j = 0; j < L; j++) a[i * m + j] += L; }
}
__attribute__((noinline)) static void k6(float *a, int n, int m) {
  for (int i = 0; i < n; i++) { for (int j = 1; j < m; j++) a[i * m + j] = a[i * m + j] + 1.0f; a[i * m] = a[i * m + m - 1] * 0.5f; }
}
__attribute__((noinline)) static void k7(float *a, int n, int m) {
  for (int i = 0; i < n; i++) { for (int j = 0; j < m; j++) a[i * m + j] *= 3.0f; if (i + 1 < n) a[(i + 1) * m] += a[i * m + m - 1]; }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), c = atoi(argv[3]);
  int N = n * m + m + 1;
  float *a = malloc(4 * N); int *b = malloc(4 * N);
  unsigned h = 0;
  for (int v = 0; v < 7; v++) {
    for (int i = 0; i < N; i++) { a[i] = (float)((i * 7) % 11); b[i] = (i * 5) % 13; }
    if (v == 0) k1(a, n, m, c); else if (v == 1) k2(a, n, m); else if (v == 2) k3(a, n, m);
    else if (v == 3) { k4(a, a, n, m); k4(a, a + c, n, m); } else if (v == 4) k5(b, n, m);
    else if (v == 5) k6(a, n, m); else k7(a, n, m);
    for (int i = 0; i < N; i++) { h = h * 31 + (unsigned)(a[i] * 8.0f) + b[i]; }
    printf("v=%d %u %.9g %.9g %d\n", v, h, a[0], a[N - 2], b[N / 2]);
  }
  return 0;
}
