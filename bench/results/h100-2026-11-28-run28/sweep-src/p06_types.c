#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// short/int8/uint16/int64 elements, div/mod by argv, variable shifts
// ARGS: 17 3 5
// ARGS: 0 1 0
// ARGS: 1 -7 31
// ARGS: 2 1 33
// ARGS: 99 -4 9
// ARGS: 250 13 63
int main(int argc, char **argv) {
  int n = atoi(argv[1]), d = atoi(argv[2]), sh = atoi(argv[3]);
  short *s = malloc(2 * (n + 1)); int8_t *c = malloc(n + 1); uint16_t *u = malloc(2 * (n + 1)); int64_t *q = malloc(8 * (n + 1));
  int *r = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { s[i] = (short)(i * 1237 - 30000); c[i] = (int8_t)(i * 29); u[i] = (uint16_t)(i * 4099); q[i] = (int64_t)i * 0x123456789LL - 77777; }
  for (int i = 0; i < n; i++) s[i] = (short)(s[i] / d + s[i] % d);
  for (int i = 0; i < n; i++) c[i] = (int8_t)(c[i] * 3 / (d | 1));
  for (int i = 0; i < n; i++) u[i] = (uint16_t)((u[i] << (sh & 15)) | (u[i] >> (16 - (sh & 15))));
  for (int i = 0; i < n; i++) q[i] = (q[i] >> (sh & 63)) + (q[i] << ((sh + 1) & 63)) + q[i] / (int64_t)d;
  for (int i = 0; i < n; i++) r[i] = (int)((unsigned)(i * 2654435761u) >> (sh & 31)) % d;
  for (int i = 0; i < n; i++) r[i] += (int)((uint32_t)(i + 1) << (sh & 31)) / (i % 5 + 1);
  int64_t hs = 0;
  for (int i = 0; i < n; i++) hs = hs * 1000003 + s[i] + c[i] * 7 + u[i] * 13 + q[i] + r[i];
  printf("%lld\n", (long long)hs);
  for (int i = 0; i < n && i < 6; i++) printf("%d %d %u %lld %d\n", s[i], c[i], u[i], (long long)q[i], r[i]);
  return 0;
}
