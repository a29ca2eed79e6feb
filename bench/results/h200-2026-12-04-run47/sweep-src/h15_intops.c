// h15: integer operator edge cases in kernels: shifts by counts >= 32/64 (masked), rotates, clz/ctz/popcnt
// of 0, extend8/16, INT_MIN % -1 (0 in wasm), INT64_MIN % -1, unsigned div/rem of large values,
// i64 mul high bits, signed shift right of negatives; data rotated from call to call.
// ARGS: 1000 10
// ARGS: 1 3
// ARGS: 2 5
// ARGS: 37 8
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <limits.h>
static unsigned lcg_s = 2515u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void sh(unsigned *o, const unsigned *a, const unsigned *b, int n) {
  for (int i = 0; i < n; i++) {
    unsigned s = b[i];
    o[i] = (a[i] << (s & 31)) ^ (a[i] >> (s & 31)) ^ (unsigned)((int)a[i] >> (s & 31)) ^
           __builtin_rotateleft32(a[i], s) ^ __builtin_rotateright32(a[i], s + 3);
  }
}
__attribute__((noinline)) void sh64(uint64_t *o, const uint64_t *a, const unsigned *b, int n) {
  for (int i = 0; i < n; i++) {
    unsigned s = b[i];
    o[i] = (a[i] << (s & 63)) ^ (a[i] >> (s & 63)) ^ (uint64_t)((int64_t)a[i] >> (s & 63)) ^
           __builtin_rotateleft64(a[i], s) + __builtin_rotateright64(a[i], s * 7u);
  }
}
__attribute__((noinline)) void bits(unsigned *o, const unsigned *a, const uint64_t *q, int n) {
  for (int i = 0; i < n; i++) {
    unsigned x = a[i];
    uint64_t y = q[i];
    o[i] = (unsigned)(x ? __builtin_clz(x) : 32) + 64u * (unsigned)(x ? __builtin_ctz(x) : 32) +
           4096u * (unsigned)__builtin_popcount(x) + 262144u * (unsigned)(y ? __builtin_clzll(y) : 64) +
           (unsigned)(y ? __builtin_ctzll(y) : 64) * 33554432u + (unsigned)__builtin_popcountll(y) * 7u;
  }
}
__attribute__((noinline)) void ext(int *o, const unsigned *a, int64_t *oq, int n) {
  for (int i = 0; i < n; i++) {
    o[i] = (int)(int8_t)a[i] * 3 + (int)(int16_t)(a[i] >> 8);
    oq[i] = (int64_t)(int32_t)a[i] * 5 + (int64_t)(int8_t)(a[i] >> 3) + (int64_t)(int16_t)a[i] + (int64_t)(uint64_t)a[i];
  }
}
__attribute__((noinline)) void rems(int *o, const int *a, const int *b, int64_t *oq, const int64_t *qa, const int64_t *qb, int n) {
  for (int i = 0; i < n; i++) {
    o[i] = a[i] % b[i] + (int)((unsigned)a[i] % (unsigned)b[i]) + (int)((unsigned)a[i] / (unsigned)b[i]);
    oq[i] = qa[i] % qb[i] + (int64_t)((uint64_t)qa[i] / (uint64_t)qb[i]) + (int64_t)((uint64_t)qa[i] % (uint64_t)qb[i]);
  }
}
__attribute__((noinline)) void mulhi(uint64_t *o, const uint64_t *a, const uint64_t *b, int n) {
  for (int i = 0; i < n; i++) {
    unsigned __int128 p = (unsigned __int128)a[i] * b[i];
    o[i] = (uint64_t)(p >> 64) ^ (uint64_t)p;
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = n + 16;
  unsigned *a = malloc(4 * m), *b = malloc(4 * m), *o = malloc(4 * m);
  int *ia = malloc(4 * m), *ib = malloc(4 * m), *io = malloc(4 * m);
  uint64_t *q = malloc(8 * m), *qo = malloc(8 * m);
  int64_t *qa = malloc(8 * m), *qb = malloc(8 * m), *qq = malloc(8 * m);
  unsigned sp[] = {0u, 1u, 0x80000000u, 0xffffffffu, 0x7fffffffu, 32u, 33u, 63u, 64u, 65u, 0xffu, 0x80u, 0x8000u, 255u};
  int ns = sizeof sp / sizeof sp[0];
  for (int i = 0; i < m; i++) {
    unsigned r = lcg();
    a[i] = (r & 1) ? sp[(r >> 1) % ns] : lcg() ^ (lcg() << 16);
    b[i] = (lcg() & 1) ? sp[lcg() % ns] : lcg() % 200;
    q[i] = ((uint64_t)a[i] << ((r >> 3) % 40)) | (uint64_t)(lcg() & 3);
    if (r % 11 == 0) q[i] = 0;
    ia[i] = (int)a[i];
    ib[i] = (int)(b[i] ? b[i] : 1);
    if (r % 7 == 0) { ia[i] = INT_MIN; ib[i] = -1; }
    qa[i] = (int64_t)q[i] - (int64_t)(lcg() % 5);
    qb[i] = (int64_t)(lcg() % 1000) - 500; if (!qb[i]) qb[i] = 3;
    if (r % 5 == 0) { qa[i] = INT64_MIN; qb[i] = -1; }
  }
  for (int c = 0; c < calls; c++) {
    int s = c % 5;
    sh(o, a + s, b, n); unsigned h1 = hashb(o, 4u * n);
    sh64(qo, q + s, b, n); unsigned h2 = hashb(qo, 8u * n);
    bits(o, a + s, q, n); unsigned h3 = hashb(o, 4u * n);
    ext(io, a + s, qq, n); unsigned h4 = hashb(io, 4u * n) ^ hashb(qq, 8u * n);
    rems(io, ia + s, ib, qq, qa + s, qb, n); unsigned h5 = hashb(io, 4u * n), h6 = hashb(qq, 8u * n);
    mulhi(qo, q + s, (uint64_t *)qa, n); unsigned h7 = hashb(qo, 8u * n);
    printf("c%d %u %u %u %u %u %u %u\n", c, h1, h2, h3, h4, h5, h6, h7);
    for (int i = 0; i < m; i++) b[i] += 7u;
  }
  return 0;
}
