// ARGS: 97 3 7 2
// ARGS: 0 1 1 1
// ARGS: 31 -5 2 3
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int a0 = argc > 2 ? atoi(argv[2]) : 3;
  int s = argc > 3 ? atoi(argv[3]) : 7;
  int s2 = argc > 4 ? atoi(argv[4]) : 2;
  if (n < 0) n = 0;
  if (s < 1) s = 1;
  if (s2 < 1) s2 = 1;
  int *x = calloc(n + 8, sizeof(int));
  int *y = calloc(n + 8, sizeof(int));
  float *f = calloc(n + 8, sizeof(float));
  for (int i = 0; i < n; i++) x[i] = (i * 13 + 5) % 29;
  int a = a0 < 0 ? 0 : a0;
  for (int i = a; i < n; i += s) y[i] = x[i] * 2 + i;
  for (int i = 0; i < n; i += s2) y[i] += x[i / s2];
  for (int i = a; i < n - 1; i += s) f[i] = (float)x[i] / (float)(x[i + 1] + 1);
  /* stride with start from argv possibly negative: guard index */
  for (int i = a0; i < n; i += s) if (i >= 0) x[i] = x[i] + 100;
  /* unsigned counter and division-derived trip counts */
  unsigned un = (unsigned)n;
  for (unsigned u = 0; u < un / 3; u++) y[3 * u] ^= (int)u;
  unsigned r8 = (un + 7) & ~7u;
  int *z = calloc(r8 + 1, sizeof(int));
  for (unsigned u = 0; u < r8; u++) z[u] = (int)(u * u % 17);
  for (int i = 0; i < n % 10; i++) z[i] += 1000;
  /* short and unsigned char counters */
  short sn = (short)(n < 200 ? n : 200);
  for (short q = 0; q < sn; q++) y[q] += q;
  unsigned char cn = (unsigned char)(n < 250 ? n : 250);
  for (unsigned char q = 0; q < cn; q++) z[q] -= q;
  long long cs = 0; double fs = 0;
  for (int i = 0; i < n; i++) cs = cs * 17 + x[i] + 3 * y[i];
  for (unsigned u = 0; u < r8; u++) cs += z[u] * (long long)(u + 1);
  for (int i = 0; i < n; i++) fs += f[i];
  printf("%lld %.5f %u\n", cs, fs, r8);
  return 0;
}
