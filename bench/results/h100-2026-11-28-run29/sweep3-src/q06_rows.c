#include <stdio.h>
#include <stdlib.h>
// float **rows (row-pointer arrays, rows allocated separately, some rows shared), jagged arrays with
// lengths read from an array, inner bound read from memory before the loop
// ARGS: 7 5
// ARGS: 1 1
// ARGS: 2 0
// ARGS: 3 4
// ARGS: 19 13
// ARGS: 40 33
int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]);
  float **rows = malloc(sizeof(float *) * (n + 1));
  int *len = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { len[i] = (i * 7 + 3) % (m + 1); rows[i] = malloc(4 * (m + 1)); for (int j = 0; j <= m; j++) rows[i][j] = (float)(i * 10 + j); }
  float **jag = malloc(sizeof(float *) * (n + 1));
  for (int i = 0; i < n; i++) { jag[i] = malloc(4 * (len[i] + 1)); for (int j = 0; j < len[i]; j++) jag[i][j] = (float)j * 0.5f; }
  // rows[i][j] update with fixed bound
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) rows[i][j] = rows[i][j] * 2.0f + 1.0f;
  // jagged scale, bound from len[i]
  for (int i = 0; i < n; i++) { int L = len[i]; for (int j = 0; j < L; j++) jag[i][j] += rows[i][j % (m ? m : 1)]; }
  // bound read from memory before the loop
  int nn = len[n / 2];
  float *out = malloc(4 * (nn + 1));
  for (int j = 0; j < nn; j++) out[j] = jag[n / 2][j] * 3.0f;
  // row sums
  float *rs = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { float s = 0; for (int j = 0; j < len[i]; j++) s += jag[i][j]; rs[i] = s; }
  // row pointers alias: row i and row i+1 point at the same storage for odd i
  if (n > 2) { rows[1] = rows[2]; }
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) rows[i][j] += 0.5f;
  for (int i = 0; i < n; i++) { printf("%d %.9g |", len[i], rs[i]); for (int j = 0; j < m && j < 6; j++) printf(" %.9g", rows[i][j]); printf("\n"); }
  for (int j = 0; j < nn; j++) printf("%.9g ", out[j]);
  printf("\n");
  return 0;
}
