// ARGS: 97 7
// ARGS: 1 1
// ARGS: 31 -2
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int B = argc > 2 ? atoi(argv[2]) : 7;
  if (n < 0) n = 0;
  if (B < 1) B = 1;
  unsigned char *x = malloc(n + 1);
  int h[256] = {0};
  int *hb = calloc(B, sizeof(int));
  long long *wb = calloc(B, sizeof(long long));
  double *db = calloc(B * B, sizeof(double));
  for (int i = 0; i < n; i++) x[i] = (unsigned char)((i * 73 + 19) % 251);
  for (int i = 0; i < n; i++) h[x[i]]++;
  for (int i = 0; i < n; i++) hb[x[i] % B] += 1;
  for (int i = 0; i < n; i++) wb[(x[i] * 3) % B] += x[i];
  /* 2D histogram */
  for (int i = 0; i + 1 < n; i++) db[(x[i] % B) * B + x[i + 1] % B] += 0.5;
  /* per-row histograms: outer parallel over rows, inner histogram into own row */
  int R = n / 8 + 1;
  int *rh = calloc(R * B, sizeof(int));
  for (int r = 0; r < R; r++)
    for (int i = r * 8; i < r * 8 + 8 && i < n; i++) rh[r * B + x[i] % B]++;
  /* cumulative (prefix) over histogram */
  for (int i = 1; i < 256; i++) h[i] += h[i - 1];
  long long cs = 0; double ds = 0;
  for (int i = 0; i < 256; i++) cs = cs * 3 + h[i];
  for (int k = 0; k < B; k++) cs += hb[k] * (k + 1) + wb[k];
  for (int k = 0; k < B * B; k++) ds += db[k] * (k + 1);
  for (int k = 0; k < R * B; k++) cs += rh[k] * (k % 13);
  printf("%lld %.2f\n", cs, ds);
  return 0;
}
