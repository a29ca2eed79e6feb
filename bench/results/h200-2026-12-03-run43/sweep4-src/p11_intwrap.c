// ARGS: 
// ARGS: -1
// ARGS: 2147483647
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
static uint32_t u[4096]; static int32_t s[4096]; static uint64_t w[4096]; static int64_t z[4096];
static uint8_t bytes[600];
int main(int argc, char **argv) {
  int32_t k = argc > 1 ? (int32_t)strtol(argv[1], NULL, 0) : 5;
  int n = 4096;
  for (int i = 0; i < n; i++) u[i] = (uint32_t)i * 0x9E3779B9u + (uint32_t)k;
  for (int i = 0; i < n; i++) s[i] = (int32_t)u[i] >> (i & 31);
  for (int i = 0; i < n; i++) w[i] = (uint64_t)u[i] * 0xFFFFFFFFFFFFFFC5ull;
  for (int i = 0; i < n; i++) { unsigned __int128 p = (unsigned __int128)w[i] * (w[i] | 1); z[i] = (int64_t)(uint64_t)(p >> 64); }
  int64_t rem = 0;
  for (int i = 0; i < n; i++) { int32_t a = (i & 3) ? s[i] : INT_MIN; int32_t b = (i % 5) ? (int32_t)(u[i] | 1) : -1; rem += (a == INT_MIN && b == -1) ? 0 : a % b; }
  int64_t q = 0;
  for (int i = 0; i < n; i++) { int32_t b = k | 1; q += (s[i] == INT_MIN && b == -1) ? 0 : s[i] / b; }
  uint8_t c = 0; int iters = 0;
  for (uint8_t j = 250; j != 4; j++) { bytes[iters++] = j; c += j * 3; }
  for (int i = 0; i < 600; i++) bytes[i] = (uint8_t)(bytes[i] + i * 7);
  uint16_t h16 = 0;
  for (int i = 0; i < 600; i++) h16 = (uint16_t)(h16 * 31 + bytes[i]);
  uint32_t acc = 0; uint64_t acc64 = 0; int64_t sz = 0;
  for (int i = 0; i < n; i++) { acc += u[i] * u[i]; acc64 ^= w[i] + (w[i] << 7); sz += z[i] >> 3; }
  int32_t sh = 0;
  for (int i = 0; i < n; i++) sh += (int32_t)((uint32_t)s[i] << (i % 32)) >> 3;
  uint32_t rot = 0;
  for (int i = 0; i < n; i++) { uint32_t x = u[i]; int r = (i + k) & 31; rot += (x << r) | (x >> ((32 - r) & 31)); }
  printf("k=%d rem=%lld q=%lld c=%u iters=%d h16=%u acc=%u acc64=%llu sz=%lld sh=%d rot=%u\n", k, (long long)rem, (long long)q, c, iters, h16, acc, (unsigned long long)acc64, (long long)sz, sh, rot);
  return 0;
}
