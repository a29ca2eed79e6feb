#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// int32 wrap in sums (unsigned, then cast), int64 multiplies, signed div/rem by negative numbers,
// shift counts >= 32 masked explicitly, mulhi via int64
// ARGS: 17 -3 33
// ARGS: 0 1 0
// ARGS: 1 -1 32
// ARGS: 5 7 31
// ARGS: 63 -7 64
// ARGS: 200 -128 100
int main(int argc, char **argv) {
  int n = atoi(argv[1]), d = atoi(argv[2]), sh = atoi(argv[3]);
  int32_t *a = malloc(4 * (n + 1)), *q = malloc(4 * (n + 1)), *r = malloc(4 * (n + 1));
  uint32_t *u = malloc(4 * (n + 1)); int64_t *w = malloc(8 * (n + 1)); int32_t *hi = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) a[i] = (int32_t)((uint32_t)i * 0x9E3779B1u);
  for (int i = 0; i < n; i++) { q[i] = a[i] / d; r[i] = a[i] % d; }
  for (int i = 0; i < n; i++) u[i] = (uint32_t)a[i] * 0xFFFFFFFBu + 0x80000000u;
  for (int i = 0; i < n; i++) w[i] = (int64_t)a[i] * (int64_t)a[(i + 1) % n] + (int64_t)u[i] * 3;
  for (int i = 0; i < n; i++) hi[i] = (int32_t)(((int64_t)a[i] * (int64_t)(int32_t)0x7fffffff) >> 32);
  for (int i = 0; i < n; i++) { a[i] = (a[i] << (sh & 31)) ^ (int32_t)((uint32_t)a[i] >> ((sh + 7) & 31)) ^ (a[i] >> ((sh * 3) & 31)); }
  uint32_t us = 0; int64_t ws = 0; uint32_t qs = 0;
  for (int i = 0; i < n; i++) us += (uint32_t)a[i];
  for (int i = 0; i < n; i++) ws += w[i];
  for (int i = 0; i < n; i++) qs = qs * 31u + (uint32_t)q[i] + (uint32_t)r[i] * 7u + (uint32_t)hi[i];
  uint64_t m64 = 1; for (int i = 0; i < n; i++) m64 *= (uint64_t)(u[i] | 1);
  printf("%d %lld %u %llu\n", (int32_t)us, (long long)ws, qs, (unsigned long long)m64);
  for (int i = 0; i < n && i < 8; i++) printf("%d %d %d %u %lld %d\n", a[i], q[i], r[i], u[i], (long long)w[i], hi[i]);
  return 0;
}
