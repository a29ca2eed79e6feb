#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>
// float-to-int conversions near limits (in range), rounding modes via lrintf/roundf/truncf/floorf,
// unsigned conversions, int->float rounding of large ints, double<->float narrowing
// ARGS: 17 1
// ARGS: 1 0
// ARGS: 2 3
// ARGS: 64 2
// ARGS: 255 5
int main(int argc, char **argv) {
  int n = atoi(argv[1]), s = atoi(argv[2]);
  float *f = malloc(4 * (n + 1)); double *d = malloc(8 * (n + 1));
  int32_t *i1 = malloc(4 * (n + 1)); uint32_t *u1 = malloc(4 * (n + 1)); int64_t *l1 = malloc(8 * (n + 1));
  float *g = malloc(4 * (n + 1)); float *h = malloc(4 * (n + 1)); long *lr = malloc(sizeof(long) * (n + 1));
  for (int i = 0; i < n; i++) {
    float t = (float)(i % 17) / 16.0f;  // 0..1
    f[i] = (i & 1 ? -1.0f : 1.0f) * (2147483520.0f * t + (float)(i % 5) * 0.5f);
    d[i] = (i & 2 ? -1.0 : 1.0) * (2147483647.0 * t) + (i % 3) * 0.5 + s * 0.25;
  }
  for (int i = 0; i < n; i++) i1[i] = (int32_t)f[i];
  for (int i = 0; i < n; i++) u1[i] = (uint32_t)fabsf(f[i]) * 2u;
  for (int i = 0; i < n; i++) l1[i] = (int64_t)(d[i] * 1073741824.0 * (i % 3));
  for (int i = 0; i < n; i++) g[i] = (float)(i1[i] + (int32_t)i * 77777) + (float)(u1[i]);
  for (int i = 0; i < n; i++) h[i] = (float)d[i] + roundf((float)d[i] * 1e-9f * 7.5f) + truncf(f[i] * 1e-9f * 9.5f) + floorf(-f[i] * 1e-9f * 3.5f);
  for (int i = 0; i < n; i++) lr[i] = lrintf(f[i] * 1e-8f * (float)(s + 1)) + lrint(d[i] * 1e-8);
  int64_t hs = 0; double dh = 0;
  for (int i = 0; i < n; i++) { hs = hs * 1000003 + i1[i] + (int64_t)u1[i] * 5 + l1[i] + lr[i]; dh += g[i] * 1e-9 + h[i] * 1e-9; }
  printf("%lld %.17g\n", (long long)hs, dh);
  for (int i = 0; i < n && i < 10; i++) printf("%d %u %lld %.9g %.9g %ld\n", i1[i], u1[i], (long long)l1[i], g[i], h[i], lr[i]);
  return 0;
}
