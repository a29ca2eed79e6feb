// s01: unsigned/signed 32- and 64-bit wraparound in element-wise loops. Unsigned multiplies
// that overflow, shifts whose amounts come from data and are masked the C way (x << (s & 31),
// x >> (s & 63)), rotates, signed arithmetic done in unsigned and converted back (two's
// complement, implementation-defined conversion as clang defines it), 64-bit products of
// 32-bit values, high halves of 64x64 products via 32-bit pieces.
// ARGS: 50000 1
// ARGS: 4097 7
// ARGS: 1 3
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXN 50000
static uint32_t a[MAXN], b[MAXN], c[MAXN], d[MAXN];
static uint64_t wa[MAXN], wb[MAXN], wc[MAXN];
static int32_t sa[MAXN];
static int64_t sw[MAXN];

static uint64_t st;
static uint32_t rnd(void) {
  st = st * 6364136223846793005ULL + 1442695040888963407ULL;
  return (uint32_t)(st >> 32);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int seed = argc > 2 ? atoi(argv[2]) : 1;
  if (n < 0) n = 0;
  if (n > MAXN) n = MAXN;
  st = (uint64_t)seed * 0x9E3779B97F4A7C15ULL + 12345;
  for (int i = 0; i < n; i++) {
    a[i] = rnd();
    b[i] = rnd();
    wa[i] = ((uint64_t)rnd() << 32) | rnd();
    if (i % 7 == 0) a[i] = 0xFFFFFFFFu;
    if (i % 11 == 0) b[i] = 0x80000000u;
  }
  // loop 1: 32-bit unsigned wraparound and masked shifts
  for (int i = 0; i < n; i++) {
    uint32_t x = a[i], y = b[i];
    uint32_t s = y & 31;
    uint32_t r = x * y + (x << s) - (y >> ((x >> 3) & 31));
    r ^= (x << ((y + 17) & 31)) | (x >> ((32 - s) & 31));
    c[i] = r * 2654435761u + 0xDEADBEEFu;
  }
  // loop 2: 64-bit unsigned wraparound, 32x32->64 products, masked 64-bit shifts
  for (int i = 0; i < n; i++) {
    uint64_t p = (uint64_t)a[i] * b[i];
    uint64_t q = wa[i] * 0x9E3779B97F4A7C15ULL;
    unsigned sh = (unsigned)(wa[i] >> 58);
    wb[i] = p + q + (wa[i] << (sh & 63)) + (q >> ((sh + 5) & 63));
    // high 64 bits of wa[i] * p using 32-bit halves
    uint64_t al = wa[i] & 0xFFFFFFFFu, ah = wa[i] >> 32, bl = p & 0xFFFFFFFFu, bh = p >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
    wc[i] = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
  }
  // loop 3: signed results through unsigned arithmetic (no signed overflow in C),
  // arithmetic right shifts of negative values, signed 64-bit from 32-bit wrap
  for (int i = 0; i < n; i++) {
    int32_t x = (int32_t)(a[i] * 3u - b[i]);
    int32_t sx = x >> (b[i] & 31);
    sa[i] = (int32_t)((uint32_t)sx * 0x01000193u) ^ (x < 0 ? -1 : 1);
    int64_t w = (int64_t)(int32_t)c[i] * (int64_t)(int32_t)a[i];
    sw[i] = (int64_t)((uint64_t)w * 0x100000001B3ULL) >> (a[i] & 63);
  }
  // loop 4: in-place update with subtraction below zero and division by nonzero
  for (int i = 0; i < n; i++) {
    uint32_t den = (b[i] | 1u);
    d[i] = (a[i] - c[i] - 0x7FFFFFFFu) / den + (a[i] % den) * 0xFFFFu;
  }
  uint32_t h1 = 0, h2 = 0;
  uint64_t h3 = 0, h4 = 0;
  int64_t h5 = 0;
  for (int i = 0; i < n; i++) {
    h1 = h1 * 31u + c[i];
    h2 = (h2 ^ d[i]) * 16777619u;
    h3 = h3 * 1099511628211ULL ^ wb[i];
    h4 += wc[i] ^ (uint64_t)i;
    h5 = (int64_t)((uint64_t)h5 + (uint64_t)sw[i] + (uint64_t)(int64_t)sa[i]);
  }
  printf("n=%d c=%08x d=%08x wb=%016llx wc=%016llx s=%lld\n", n, h1, h2,
         (unsigned long long)h3, (unsigned long long)h4, (long long)h5);
  if (n > 0) printf("last c=%08x d=%08x sa=%d sw=%lld\n", c[n - 1], d[n - 1], sa[n - 1], (long long)sw[n - 1]);
  return 0;
}
