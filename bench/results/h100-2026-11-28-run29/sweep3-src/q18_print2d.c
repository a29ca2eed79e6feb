#include <stdio.h>
#include <stdlib.h>
// 2-D jacobi time loop with printf of an intermediate value every k steps and a host read of the
// center cell every step (read_back), boundaries rewritten by the host with a loop every step,
// pointer swap; odd sizes
// ARGS: 9 7 6 2
// ARGS: 3 3 3 1
// ARGS: 1 5 2 1
// ARGS: 5 2 4 3
// ARGS: 21 19 11 4
// ARGS: 64 33 5 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]), T = atoi(argv[3]), k = atoi(argv[4]);
  float *a = malloc(4 * n * m), *b = malloc(4 * n * m);
  for (int i = 0; i < n * m; i++) { a[i] = (float)(i % 7); b[i] = a[i]; }
  float acc = 0;
  for (int t = 0; t < T; t++) {
    for (int j = 0; j < m; j++) { a[j] = (float)t; a[(n - 1) * m + j] = -(float)t; }
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
        b[i * m + j] = 0.2f * (a[i * m + j] + a[(i - 1) * m + j] + a[(i + 1) * m + j] + a[i * m + j - 1] + a[i * m + j + 1]);
    for (int i = 1; i < n - 1; i++) { b[i * m] = a[i * m]; b[i * m + m - 1] = a[i * m + m - 1]; }
    acc += b[(n / 2) * m + m / 2];
    float *x = a; a = b; b = x;
    if (t % k == 0) printf("t=%d c=%.9g acc=%.9g\n", t, a[(n / 2) * m + m / 2], acc);
  }
  for (int i = 0; i < n; i++) { for (int j = 0; j < m && j < 8; j++) printf("%.9g ", a[i * m + j]); printf("\n"); }
  return 0;
}
