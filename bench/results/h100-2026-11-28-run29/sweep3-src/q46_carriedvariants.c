#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// loads carried across iterations (load PRE) in many shapes, all inside time loops in main so the arrays
// stay on the device: count-down, step 2, short/int/double elements, carried out of the loop into code
// after it, 2-D inner carried with rows, two-deep carries (a[i-2]), carried with a stored neighbour
// ARGS: 17 3 0
// ARGS: 17 3 1
// ARGS: 17 3 2
// ARGS: 17 3 3
// ARGS: 17 3 4
// ARGS: 17 3 5
// ARGS: 17 3 6
// ARGS: 17 3 7
// ARGS: 17 3 8
// ARGS: 18 4 0
// ARGS: 18 4 2
// ARGS: 18 4 5
// ARGS: 19 2 6
// ARGS: 20 3 7
// ARGS: 5 3 8
// ARGS: 4 2 3
// ARGS: 3 3 4
// ARGS: 6 5 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), mode = atoi(argv[3]);
  float *a = malloc(4 * (n * n + 8)), *b = malloc(4 * (n * n + 8));
  double *d = malloc(8 * (n + 8)), *e = malloc(8 * (n + 8));
  short *s = malloc(2 * (n + 8)), *r = malloc(2 * (n + 8));
  int *x = malloc(4 * (n + 8)), *y = malloc(4 * (n + 8));
  for (int i = 0; i < n * n + 8; i++) { a[i] = (float)((i * 7) % 10); b[i] = (float)(i % 3); }
  for (int i = 0; i < n + 8; i++) { d[i] = i * 0.5; e[i] = 1.0; s[i] = (short)(i * 100); r[i] = 0; x[i] = i * i; y[i] = 0; }
  float tailf = 0; double taild = 0; int taili = 0;
  for (int t = 0; t < T; t++) {
    switch (mode) {
    case 0:  // count-down carried
      for (int i = n - 2; i >= 1; i--) b[i] = a[i + 1] - a[i] + a[i - 1] * 0.5f;
      for (int i = 1; i < n - 1; i++) a[i] = b[i] * 0.5f + 1.0f;
      break;
    case 1:  // step 2
      for (int i = 2; i < n; i += 2) b[i] = a[i] + a[i - 2] * 0.25f;
      for (int i = 0; i < n; i++) a[i] = b[i] - 0.125f;
      break;
    case 2:  // double, 3 carried, carried out
      {
        double last = 0;
        for (int i = 1; i < n - 1; i++) { e[i] = (d[i - 1] + d[i] + d[i + 1]) / 3.0; last = d[i + 1]; }
        for (int i = 1; i < n - 1; i++) d[i] = e[i] + 0.5;
        taild += last;
      }
      break;
    case 3:  // shorts
      for (int i = 1; i < n; i++) r[i] = (short)(s[i] - s[i - 1]);
      for (int i = 0; i < n; i++) s[i] = (short)(s[i] + r[i] * 3 + t);
      break;
    case 4:  // int, two-deep window
      for (int i = 2; i < n; i++) y[i] = x[i] + x[i - 1] * 2 + x[i - 2] * 3;
      for (int i = 0; i < n; i++) x[i] = y[i] % 1000 - 7;
      break;
    case 5:  // 2-D inner carried
      for (int i = 0; i < n; i++) for (int j = 1; j < n; j++) b[i * n + j] = a[i * n + j] - a[i * n + j - 1];
      for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i * n + j] = b[i * n + j] * 0.5f + a[i * n + j];
      break;
    case 6:  // carried running value out of the loop used on the host
      {
        float prev = a[0];
        for (int i = 1; i < n; i++) { float c = a[i]; b[i] = c * prev; prev = c; }
        tailf += prev;
        b[0] = prev;
        for (int i = 0; i < n; i++) a[i] = b[i] * 0.001f + a[i] * 0.5f;
      }
      break;
    case 7:  // window of 5 around i, int
      for (int i = 2; i < n - 2; i++) y[i] = x[i - 2] + x[i - 1] + x[i] + x[i + 1] + x[i + 2];
      for (int i = 2; i < n - 2; i++) x[i] = y[i] / 5 + t;
      taili += x[n / 2];
      break;
    default:  // carried in both sweeps, odd last element
      for (int i = 1; i < n - 1; i++) b[i] = a[i - 1] * 0.25f + a[i] * 0.5f + a[i + 1] * 0.25f;
      for (int i = 1; i < n - 1; i++) a[i] = b[i - 1] * 0.25f + b[i] * 0.5f + b[i + 1] * 0.25f;
      break;
    }
  }
  uint32_t h = 0;
  for (int i = 0; i < n * n + 8; i++) h = h * 31 + (uint32_t)(a[i] * 16.0f) + (uint32_t)(b[i] * 16.0f) * 7;
  for (int i = 0; i < n + 8; i++) h = h * 31 + (uint32_t)(d[i] * 16) + (uint32_t)(e[i] * 16) + (uint16_t)s[i] + (uint16_t)r[i] + x[i] + y[i];
  printf("%08x %.9g %.17g %d\n", h, tailf, taild, taili);
  for (int i = 0; i < n && i < 6; i++) printf("%.9g %.9g %.17g %d %d\n", a[i], b[i], d[i], s[i], x[i]);
  return 0;
}
