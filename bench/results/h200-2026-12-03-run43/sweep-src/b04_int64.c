// ARGS: 300 1000003
// ARGS: 1 7
// 64-bit integer work per element: modpow, LCG, splitmix hash, popcount, clz/ctz, mulhi.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static uint64_t modpow(uint64_t b, uint64_t e, uint64_t m) {
  uint64_t r = 1 % m; b %= m;
  while (e) { if (e & 1) r = r * b % m; b = b * b % m; e >>= 1; }
  return r;
}
static uint64_t mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 300;
  uint64_t mod = argc > 2 ? strtoull(argv[2], 0, 10) : 1000003;
  uint64_t *a = malloc(8 * n), *b = malloc(8 * n);
  int64_t *c = malloc(8 * n);
  for (int i = 0; i < n; i++) a[i] = mix((uint64_t)i);
  for (int i = 0; i < n; i++) b[i] = modpow(a[i] & 0xffff, (uint64_t)i + 3, mod);
  for (int i = 0; i < n; i++) {
    uint64_t s = (uint64_t)i * 2862933555777941757ULL + 3037000493ULL;
    for (int k = 0; k < 4; k++) s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    c[i] = (int64_t)s >> 13;
  }
  int pc = 0, lz = 0, tz = 0;
  for (int i = 0; i < n; i++) {
    pc += __builtin_popcountll(a[i]);
    lz += a[i] ? __builtin_clzll(a[i] >> (i % 64)) * (a[i] >> (i % 64) != 0) : 64;
    tz += c[i] ? __builtin_ctzll((uint64_t)c[i]) : 64;
  }
  uint64_t x = 0, mh = 0; int64_t sdiv = 0;
  for (int i = 0; i < n; i++) {
    x ^= b[i] * 0x100000001b3ULL;
    mh += (uint64_t)(((unsigned __int128)a[i] * b[i]) >> 64);
    sdiv += c[i] / (int64_t)(i + 1) + c[i] % 7;
  }
  uint64_t rot = 0;
  for (int i = 0; i < n; i++) {
    unsigned r = i & 63;
    rot += (a[i] << r) | (a[i] >> ((64 - r) & 63));
  }
  printf("pc=%d lz=%d tz=%d\n", pc, lz, tz);
  printf("x=%016llx mh=%016llx sdiv=%lld rot=%016llx\n", (unsigned long long)x,
         (unsigned long long)mh, (long long)sdiv, (unsigned long long)rot);
  printf("b0=%llu blast=%llu\n", (unsigned long long)b[0], (unsigned long long)b[n - 1]);
  free(a); free(b); free(c);
  return 0;
}
