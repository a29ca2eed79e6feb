#include <stdio.h>
#include <stdlib.h>
// float sums in order, dot products float and double, row sums
// ARGS: 17
// ARGS: 0
// ARGS: 1
// ARGS: 2
// ARGS: 3
// ARGS: 257
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  float *a = malloc(4 * (n + 1)), *b = malloc(4 * (n + 1)), *rs = malloc(4 * (n + 1));
  double *da = malloc(8 * (n + 1)), *db = malloc(8 * (n + 1));
  float *m = malloc(4 * (n * n + 1));
  for (int i = 0; i < n; i++) { a[i] = 1.0f / (i + 1) + (i % 3) * 1e7f; b[i] = (i & 1 ? -1.0f : 1.0f) * (0.1f * i + 1e-3f); da[i] = a[i] * 1.000001; db[i] = 1.0 / (3.0 + i); }
  for (int i = 0; i < n * n; i++) m[i] = (float)((i * 17) % 23) * 0.3f - 3.3f + (i % 5) * 1e6f;
  float s = 0; for (int i = 0; i < n; i++) s += a[i];
  float d = 0; for (int i = 0; i < n; i++) d += a[i] * b[i];
  double dd = 0; for (int i = 0; i < n; i++) dd += da[i] * db[i];
  float mx = -1e30f; for (int i = 0; i < n; i++) mx = a[i] > mx ? a[i] : mx;
  float pr = 1; for (int i = 0; i < n; i++) pr *= 1.0f + b[i] * 0.01f;
  for (int i = 0; i < n; i++) { float r = 0; for (int j = 0; j < n; j++) r += m[i * n + j]; rs[i] = r; }
  float cs = 0; for (int j = 0; j < n; j++) { for (int i = 0; i < n; i++) cs += m[i * n + j] * 0.5f; }
  union { float f; unsigned u; } u1 = {s}, u2 = {d}, u3 = {mx}, u4 = {pr}, u5 = {cs};
  printf("%08x %08x %.17g %08x %08x %08x\n", u1.u, u2.u, dd, u3.u, u4.u, u5.u);
  for (int i = 0; i < n && i < 5; i++) printf("%.9g\n", rs[i]);
  return 0;
}
