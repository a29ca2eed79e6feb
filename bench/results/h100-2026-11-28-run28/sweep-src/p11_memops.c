#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// memset/memcpy inside loops: row copies with varying length, zeroing triangles, memmove shifting
// ARGS: 17 3
// ARGS: 0 0
// ARGS: 1 1
// ARGS: 2 5
// ARGS: 33 -2
// ARGS: 150 9
int main(int argc, char **argv) {
  int n = atoi(argv[1]), off = atoi(argv[2]);
  int *a = malloc(4 * (n * n + 1)), *b = malloc(4 * (n * n + 1));
  char *c = malloc(n * n + 64);
  for (int i = 0; i < n * n; i++) { a[i] = i * 3 + 1; b[i] = -i; }
  for (int i = 0; i < n * n + 64; i++) c[i] = (char)(i * 11);
  // copy first i+1 elements of each row of a into b
  for (int i = 0; i < n; i++) memcpy(&b[i * n], &a[i * n], sizeof(int) * (i + 1));
  // zero strict upper triangle with memset
  for (int i = 0; i < n; i++) memset(&a[i * n + i + 1], 0, sizeof(int) * (n - i - 1));
  // fill rows of c with row value, variable lengths
  for (int i = 0; i < n; i++) { int len = (i * 7) % (n + 1); memset(c + i * n, 'a' + i % 26, len); }
  // memmove within row by offset (overlapping)
  if (off > 0 && off < n)
    for (int i = 0; i < n; i++) memmove(&a[i * n + off], &a[i * n], sizeof(int) * (n - off));
  else if (off < 0 && -off < n)
    for (int i = 0; i < n; i++) memmove(&a[i * n], &a[i * n - off], sizeof(int) * (n + off));
  // row copy: b row i <- a row (n-1-i), then b row updated
  for (int i = 0; i < n / 2; i++) { memcpy(&b[i * n], &a[(n - 1 - i) * n], 4 * n); for (int j = 0; j < n; j++) b[i * n + j] += j; }
  unsigned h = 0;
  for (int i = 0; i < n * n; i++) h = h * 31 + a[i] * 7 + b[i];
  for (int i = 0; i < n * n + 64; i++) h = h * 31 + (unsigned char)c[i];
  printf("%u\n", h);
  for (int i = 0; i < n && i < 4; i++) { for (int j = 0; j < n && j < 6; j++) printf("%d,%d ", a[i * n + j], b[i * n + j]); printf("\n"); }
  return 0;
}
