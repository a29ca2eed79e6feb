#include <stdio.h>
#include <stdlib.h>
// non-affine store/load indices: i/2, i>>1, i&7, i^1, i%m, (i*3)%n, min(i,k), i*i
// ARGS: 17 5
// ARGS: 0 1
// ARGS: 1 1
// ARGS: 2 2
// ARGS: 3 100
// ARGS: 64 7
// ARGS: 101 64
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]);
  if (m < 1) m = 1;
  int sz = n * n + 2 * n + 16;
  int *a = malloc(4 * sz), *o = malloc(4 * sz);
  for (int i = 0; i < sz; i++) { a[i] = (i * 29) % 41 - 20; o[i] = i; }
  for (int i = 0; i < n; i++) o[i / 2] = a[i] * 3;
  for (int i = 0; i < n; i++) o[n + (i >> 1)] += a[i];
  for (int i = 0; i < n; i++) o[2 * n + (i & 7)] = i;
  for (int i = 0; i < n; i++) a[i] = a[i ^ 1] + 1;
  for (int i = 0; i < n; i++) o[3 * n + i % m] = a[i] - i;
  for (int i = 0; i < n; i++) o[4 * n + (i * 3) % n] += i + 1;
  for (int i = 0; i < n; i++) o[5 * n + (i < m ? i : m)] = a[i];
  for (int i = 0; i < n; i++) o[i * i + 8] ^= a[i] * 7;
  for (int i = 0; i < n; i++) a[n - 1 - i / 2] = a[i / 3] + i;
  unsigned h = 0;
  for (int i = 0; i < sz; i++) h = h * 31 + a[i] * 3 + o[i];
  printf("%u\n", h);
  return 0;
}
