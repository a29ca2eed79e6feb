// ARGS: 31 1
// ARGS: 0 0
// ARGS: 2 3
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 31;
  int k = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 0) n = 0;
  int *a = malloc((n * n + 1) * sizeof(int));
  float *f = malloc((n * n + 1) * sizeof(float));
  for (int i = 0; i < n * n; i++) { a[i] = (i * 31 + 7) % 23; f[i] = (float)(i % 13) * 0.5f; }
  /* symmetric update: a[i][j] and a[j][i] in the same loop, i==j hits same cell twice */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a[i * n + j] += k;
      a[j * n + i] *= 2;
    }
  /* in-place transpose */
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      float t = f[i * n + j];
      f[i * n + j] = f[j * n + i];
      f[j * n + i] = t;
    }
  /* symmetrize over j <= i */
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      int s = a[i * n + j] + a[j * n + i];
      a[i * n + j] = s;
      a[j * n + i] = s;
    }
  /* diagonal-only update */
  for (int i = 0; i < n; i++) a[i * n + i] -= i;
  long long cs = 0; double fs = 0;
  for (int i = 0; i < n * n; i++) { cs = cs * 7 + a[i]; fs += f[i] * (i % 5 + 1); }
  printf("%lld %.3f\n", cs, fs);
  return 0;
}
