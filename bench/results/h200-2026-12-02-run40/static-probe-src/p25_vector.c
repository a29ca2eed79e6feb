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
/* p25: GCC vector types (v128 loads/stores under -msimd128) mixed with scalar accesses at other strides */
typedef unsigned v4u __attribute__((vector_size(16)));
#define M 40
static union { unsigned s[1024]; v4u v[256]; } g;
/* write v[2i] (bytes 32i..32i+15; elements 8i..8i+3; max elem 8*39+3 = 315) ; read s[i+K] */
#define V1(K) static void v1_##K(void) { for (int i = 0; i < M; i++) { v4u t = { g.s[i + (K)], 1, 2, 3 }; g.v[2 * i] = t + g.v[2 * i]; } }
/* write s[3i+K], read v[i] (elements 4i..4i+3, max 159) */
#define V2(K) static void v2_##K(void) { for (int i = 0; i < M; i++) { v4u t = g.v[i]; g.s[3 * i + (K)] = t[0] + t[3]; } }
/* write v[i+K/4] read v[2i] */
#define V3(K) static void v3_##K(void) { for (int i = 0; i < M; i++) g.v[i + (K)] = g.v[2 * i] * 3u; }
#define ALL(K) V1(K) V2(K) V3(K)
ALL(0) ALL(1) ALL(78) ALL(79) ALL(80) ALL(157) ALL(158) ALL(159) ALL(160) ALL(312) ALL(315) ALL(316) ALL(317)
#define CALL(K) v1_##K(); S v2_##K(); S
#define CALLV(K) v3_##K(); S
/* vector loop with scalar in-place shift */
static void sh(void) { for (int i = 0; i < 4 * M; i++) g.s[i] = g.s[i + 3] + g.s[i]; }
static void sh2(void) { for (int i = 0; i < 4 * M; i++) g.s[i + 4] = g.s[i] * 5u; }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 1024; i++) g.s[i] = rnd();
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(&g, sizeof g);
  CALL(0) CALL(1) CALL(78) CALL(79) CALL(80) CALL(157) CALL(158) CALL(159) CALL(160) CALL(312) CALL(315) CALL(316) CALL(317)
  CALLV(0) CALLV(1) CALLV(78) CALLV(79) CALLV(80) CALLV(157)
  sh(); S sh2(); S
  PR("g", g);
  printf("acc %016llx\n", acc);
  return 0;
}
