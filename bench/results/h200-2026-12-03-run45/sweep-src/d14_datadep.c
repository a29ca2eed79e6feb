// d14: data-dependent trip counts computed earlier, do-while loops, a goto-based loop; exit code = checksum & 7.
// ARGS: 503 17
// ARGS: 1 1
// ARGS: 311 4
// ARGS: 2 3
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), seed = atoi(argv[2]);
  lcg_s = (unsigned)seed;
  int *a = malloc(sizeof(int) * n);
  float *f = malloc(sizeof(float) * (n + 64));
  for (int i = 0; i < n; i++) a[i] = (int)(lcg() % 50);
  int mx = 0;
  for (int i = 0; i < n; i++) if (a[i] > mx) mx = a[i];
  int trip = mx + n / 3;           // data-dependent trip count
  for (int i = 0; i < trip; i++) f[i % (n + 64)] = (float)(i * 0.5);
  int rows = (a[0] % 7) + 2, cols = trip % 23 + 1;
  double *g = malloc(sizeof(double) * rows * cols);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) g[i * cols + j] = f[(i * cols + j) % (n + 64)] + i - j;
  // do-while
  int k = 0; long dsum = 0;
  do { dsum += a[k % n] * (k + 1); k += 1 + a[k % n] % 3; } while (k < trip);
  // goto loop
  int i = 0; double gs = 0;
loop:
  if (i >= rows * cols) goto done;
  gs += g[i] * ((i & 3) + 1);
  i++;
  goto loop;
done:;
  // do-while over a halving value
  unsigned v = (unsigned)(dsum & 0xffff) + 1; int halv = 0;
  do { v >>= 1; halv++; } while (v);
  float fs = 0;
  for (int j = 0; j < n + 64 && j < trip; j++) fs += f[j];
  unsigned checksum = (unsigned)dsum * 2654435761u ^ (unsigned)(long long)(gs * 1000) ^ (unsigned)halv;
  printf("trip=%d rows=%d cols=%d dsum=%ld gs=%.6f fs=%.6f halv=%d checksum=%u\n", trip, rows, cols, dsum, gs, fs, halv, checksum);
  return (int)(checksum & 7);
}
