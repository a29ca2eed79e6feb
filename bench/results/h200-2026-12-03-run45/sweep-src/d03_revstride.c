// d03: reverse loops (i = n-1 .. 0) and strided loops (i += 3) with continue inside the inner loop.
// ARGS: 1001 37
// ARGS: 2 1
// ARGS: 733 23
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 99u;
static unsigned lcg(void) { lcg_s = lcg_s * 22695477u + 1u; return lcg_s >> 10; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]);
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  int *c = malloc(sizeof(int) * n);
  double *d = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n; i++) { a[i] = (lcg() % 2000) / 1000.0f - 1.0f; c[i] = lcg() % 97; }
  for (int i = n - 1; i >= 0; i--) b[i] = a[i] * 2.0f + (float)c[i];
  for (int i = 0; i < n; i += 3) c[i] = c[i] * 3 - (int)(b[i]);
  for (int i = n - 1; i >= 2; i -= 2) a[i] = a[i] - 0.5f * b[i - 1];
  for (int i = 0; i < n; i++)
    for (int j = m - 1; j >= 0; j--) {
      if ((i + j) % 4 == 1) { d[i * m + j] = 0.0; continue; }
      d[i * m + j] = a[i] * (double)(j + 1) + c[i];
    }
  for (int i = n - 1; i >= 0; i -= 3)
    for (int j = 0; j < m; j += 3) {
      if (c[i] % 5 == 0) continue;
      d[i * m + j] += 1.5;
    }
  // reverse-indexed copy
  for (int i = 0; i < n; i++) b[n - 1 - i] = a[i] + 1.0f;
  double sd = 0; float sb = 0; long sc = 0; unsigned h = 0;
  for (int i = 0; i < n * m; i++) sd += d[i] * ((i % 11) + 1);
  for (int i = 0; i < n; i++) { sb += b[i]; sc += c[i] * (long)(i + 1); h = h * 31u + (unsigned)c[i]; }
  printf("sd=%.6f sb=%.6f sc=%ld h=%u a0=%.6f\n", sd, sb, sc, h, a[0]);
  return 0;
}
