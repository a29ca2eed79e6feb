#include <stdio.h>
#include <stdlib.h>
// polybench seidel-2d: in-place 9-point average, each point reads neighbours already updated this step
// ARGS: 2 6
// ARGS: 3 12
// ARGS: 1 3
// ARGS: 4 30
static void __attribute__((noinline)) seidel(int tsteps, int n, double *A) {
  for (int t = 0; t <= tsteps - 1; t++)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        A[i * n + j] = (A[(i - 1) * n + j - 1] + A[(i - 1) * n + j] + A[(i - 1) * n + j + 1] + A[i * n + j - 1] + A[i * n + j] + A[i * n + j + 1] + A[(i + 1) * n + j - 1] + A[(i + 1) * n + j] + A[(i + 1) * n + j + 1]) / 9.0;
}
int main(int argc, char **argv) {
  int t = atoi(argv[1]), n = atoi(argv[2]);
  double *A = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) A[i * n + j] = ((double)i * (j + 2) + 2) / n;
  seidel(t, n, A);
  double cs = 0; for (int i = 0; i < n * n; i++) cs += A[i] * (1 + i % 3);
  printf("%.17g %.17g\n", cs, A[n + 1]);
  return 0;
}
