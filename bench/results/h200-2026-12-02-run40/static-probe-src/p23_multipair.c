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
/* p23: loops with several access pairs: one pair apart, another pair overlapping (every pair must be tested);
   write-write pairs with different strides; ranges that touch exactly vs overlap by one element */
#define M 64
static unsigned x[4 * M], y[4 * M], z[4 * M];
static struct { unsigned p[M]; unsigned q[M]; } s;

/* x pair apart (2i vs i+2M), y pair overlaps (3i vs i+K) */
#define MP(K) static void mp_##K(void) { for (int i = 0; i < M; i++) { x[2 * i] = x[i + 2 * M] + 1u; y[3 * i] = y[i + (K)] + 2u; } }
/* write-write: z[2i] = v1; z[i + K] = v2 (no reads of z) */
#define WW(K) static void ww_##K(void) { for (int i = 0; i < M; i++) { z[2 * i] = (unsigned)i * 3u + 1u; z[i + (K)] = (unsigned)i * 5u + 2u; } }
/* write-write, other order */
#define WW2(K) static void ww2_##K(void) { for (int i = 0; i < M; i++) { z[i + (K)] = (unsigned)i * 7u + 3u; z[2 * i] = (unsigned)i * 11u + 4u; } }
/* read-modify-write at 2i plus a read at i+K */
#define RMW(K) static void rmw_##K(void) { for (int i = 0; i < M; i++) x[2 * i] += x[i + (K)]; }
#define ALL(K) MP(K) WW(K) WW2(K) RMW(K)
ALL(0) ALL(63) ALL(64) ALL(125) ALL(126) ALL(127) ALL(128) ALL(189) ALL(190) ALL(191)
#define CALL(K) mp_##K(); S ww_##K(); S ww2_##K(); S rmw_##K(); S

/* two struct members: write p[i] and read q[i+K-M].. touching exactly when the read starts at q[0] */
static void t1(void) { for (int i = 0; i < M; i++) s.q[i] = s.p[i] + 1u; }                          /* apart, touching */
static void t2(void) { for (int i = 0; i < M; i++) ((unsigned *)&s)[M + i] = ((unsigned *)&s)[i + 1] + 1u; } /* one over: flow */
static void t3(void) { for (int i = 0; i < M; i++) ((unsigned *)&s)[2 * i] = ((unsigned *)&s)[2 * M - 1 - i] + 1u; } /* 2i vs 2M-1-i: meet */
static void t4(void) { for (int i = 0; i < M / 2; i++) ((unsigned *)&s)[2 * i] = ((unsigned *)&s)[2 * M - 1 - i] + 3u; } /* 0..M-2 vs 3M/2..2M-1: apart */
static void t5(void) { for (int i = 0; i < 2 * M / 3 + 1; i++) ((unsigned *)&s)[2 * i] = ((unsigned *)&s)[2 * M - 1 - i] + 5u; } /* near meet */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 4 * M; i++) { x[i] = rnd(); y[i] = rnd(); z[i] = rnd(); }
  for (int i = 0; i < M; i++) { s.p[i] = rnd(); s.q[i] = rnd(); }
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(x, sizeof x) + 3 * hsh(y, sizeof y) + 5 * hsh(z, sizeof z) + 11 * hsh(&s, sizeof s);
  CALL(0) CALL(63) CALL(64) CALL(125) CALL(126) CALL(127) CALL(128) CALL(189) CALL(190) CALL(191)
  t1(); S t2(); S t3(); S t4(); S t5(); S
  PR("x", x); PR("y", y); PR("z", z); PR("s", s);
  printf("acc %016llx\n", acc);
  return 0;
}
