// Memory that grows between launches: each round allocates larger arrays (never freed, so
// the linear memory grows), runs a few element-wise steps over them and prints a checksum.
#include <stdio.h>
#include <stdlib.h>
static void step(int n, const double *a, double *b, double s) {
  for (int i = 0; i < n; i++) b[i] = a[i] * s + (double)(i % 13);
}
int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 7;
  int scatter = argc > 2 ? atoi(argv[2]) : 0;
  double total = 0;
  for (int r = 0; r < rounds; r++) {
    int n = 1 << (16 + r);
    double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
    if (!a || !b) { printf("no memory at round %d\n", r); return 1; }
    for (int i = 0; i < n; i++) a[i] = (double)(i % 101) * 0.5;
    for (int t = 0; t < 4; t++) {
      step(n, a, b, 1.0 + t);
      a[t] += b[n - 1 - t];   // host code between launches writes the memory
      if (scatter)            // a host loop of stores: the step loop is not resident
        for (int j = 0; j < 64; j++) b[(j * 7919) % n] += (double)j;
      step(n, b, a, 0.5);
    }
    double s = 0;
    for (int i = 0; i < n; i += 7) s += a[i];
    total += s;
    printf("round %d n %d sum %.17g\n", r, n, s);
  }
  printf("total %.17g\n", total);
  return 0;
}
