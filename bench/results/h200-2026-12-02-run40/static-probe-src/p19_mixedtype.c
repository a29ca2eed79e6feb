#include <stdio.h>
#include <string.h>
static volatile unsigned seed_v = 12345u;
static unsigned rs;
static unsigned rnd(void) { rs = rs * 1103515245u + 12345u; return rs >> 8; }
static unsigned long long hsh(const void *p, unsigned long n) {
  const unsigned char *c = (const unsigned char *)p;
  unsigned long long h = 1469598103934665603ull;
  for (unsigned long i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ull; }
  return h;
}
#define PR(name, obj) printf("%-10s %016llx\n", name, hsh(&(obj), sizeof(obj)))
/* p19: mixed element sizes on one global buffer (byte-granular just-meet / just-miss) */
#define N 256
static unsigned char buf[8 * N + 64];
#define U32(o) (*(unsigned *)(buf + (o)))
#define U16(o) (*(unsigned short *)(buf + (o)))
#define F64(o) (*(double *)(buf + (o)))

static void k1(void) { for (int i = 0; i < N; i++) U32(4 * i) = buf[4 * i + 4] + 1u; }             /* reads first byte of next word: anti */
static void k2(void) { for (int i = 0; i < N; i++) U32(4 * i) = buf[4 * i + 3] * 3u; }             /* own last byte */
static void k3(void) { for (int i = 1; i < N; i++) U32(4 * i) = buf[4 * i - 1] + 5u; }             /* last byte of previous: flow */
static void k4(void) { for (int i = 0; i < N; i++) U16(8 * i + 2) = U16(8 * i + 6) ^ 0x1234u; }   /* disjoint halves of 8-byte cells */
static void k5(void) { for (int i = 0; i < N; i++) U16(8 * i + 6) = U16(8 * i + 8) + 1u; }         /* next cell's first half: anti */
static void k6(void) { for (int i = 0; i < N; i++) U32(8 * i + 4) = U32(8 * i + 1) + 2u; }         /* misaligned overlap within cell */
static void k7(void) { for (int i = 0; i < N - 1; i++) U32(8 * i + 5) = U32(8 * i + 9) + 3u; }     /* unaligned, bytes 5..8 vs 9..12: apart? next iter writes 13..16 */
static void k8(void) { for (int i = 0; i < N - 1; i++) U32(8 * i + 6) = U32(8 * i + 9) + 3u; }     /* writes 6..9, next reads 17..20, own 9..12 overlaps byte 9 */
static void k9(void) { for (int i = 0; i < N - 1; i++) U32(8 * i + 6) = U32(8 * i + 13) + 3u; }    /* reads 13..16, next write 14..17: anti */
static void k10(void) { for (int i = 0; i < N; i++) F64(8 * i) = (double)(buf[8 * i + 8] + 1); }   /* double vs byte of next */
static void k11(void) { for (int i = 0; i < 8 * N; i++) buf[i] = (unsigned char)(buf[i + 3] + buf[i]); }
static void k12(void) { for (int i = 0; i < 2 * N; i++) U32(4 * i + 1) = U32(4 * i) + 1u; }        /* shifted by one byte: flow */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 8 * N + 64; i++) buf[i] = (unsigned char)rnd();
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(buf, sizeof buf);
  k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S k7(); S k8(); S k9(); S k10(); S k11(); S k12(); S
  PR("buf", buf);
  printf("acc %016llx\n", acc);
  return 0;
}
