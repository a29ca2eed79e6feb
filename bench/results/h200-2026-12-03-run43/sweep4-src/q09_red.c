// ARGS: 97 4
// ARGS: 1 1
// ARGS: 0 3
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int K = argc > 2 ? atoi(argv[2]) : 4;
  if (n < 0) n = 0; if (K < 1) K = 1;
  int *xi = malloc((n + 1) * sizeof(int));
  long long *xl = malloc((n + 1) * sizeof(long long));
  float *xf = malloc((n + 1) * sizeof(float));
  double *xd = malloc((n + 1) * sizeof(double));
  for (int i = 0; i < n; i++) {
    xi[i] = (i * 37 + 11) % 53 - 26;
    xl[i] = (long long)xi[i] * 1000003LL;
    xf[i] = (float)xi[i] * 0.1f;
    xd[i] = xi[i] * 0.01 + i * 1e-3;
  }
  int si = 0, mni = 1 << 30, mxi = -(1 << 30), ami = -1;
  long long sl = 0, mxl = -(1LL << 60);
  float sf = 0, mnf = 1e30f;
  double sd = 0, mxd = -1e300; int amd = -1;
  for (int i = 0; i < n; i++) si += xi[i];
  for (int i = 0; i < n; i++) if (xi[i] < mni) mni = xi[i];
  for (int i = 0; i < n; i++) mxi = xi[i] > mxi ? xi[i] : mxi;
  for (int i = 0; i < n; i++) if (xi[i] > (ami < 0 ? -1000 : xi[ami])) ami = i;
  for (int i = 0; i < n; i++) sl += xl[i];
  for (int i = 0; i < n; i++) if (xl[i] > mxl) mxl = xl[i];
  for (int i = 0; i < n; i++) sf += xf[i];
  for (int i = 0; i < n; i++) mnf = xf[i] < mnf ? xf[i] : mnf;
  for (int i = 0; i < n; i++) sd += xd[i] * xd[i];
  for (int i = 0; i < n; i++) if (xd[i] >= mxd) { mxd = xd[i]; amd = i; }
  /* reductions into array cells */
  long long *acc = calloc(K, sizeof(long long));
  double *accd = calloc(K, sizeof(double));
  for (int k = 0; k < K; k++)
    for (int i = 0; i < n; i++) acc[k] += xl[i] * (k + 1);
  for (int i = 0; i < n; i++) accd[i % K] += xd[i];
  float *rowf = calloc(K, sizeof(float));
  for (int k = 0; k < K; k++)
    for (int i = k; i < n; i += K) rowf[k] += xf[i];
  printf("%d %d %d %d %lld %lld %.6f %.6f %.9f %.6f %d\n", si, mni, mxi, ami, sl, mxl, sf, mnf, sd, mxd, amd);
  long long cs = 0; double ds = 0;
  for (int k = 0; k < K; k++) { cs += acc[k] * (k + 3); ds += accd[k] * (k + 1) + rowf[k]; }
  printf("%lld %.9f\n", cs, ds);
  return 0;
}
