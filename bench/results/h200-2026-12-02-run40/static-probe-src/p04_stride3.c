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
/* p04: stride-3 (and 3 vs 2) within one array, near the boundary */
#define M 60
#define SZ (6 * M + 16)
static unsigned a[SZ];
#define W3R1(K) static void w3r1_##K(void) { for (int i = 0; i < M; i++) a[3 * i] = a[i + (K)] + 1u; }
#define W1R3(K) static void w1r3_##K(void) { for (int i = 0; i < M; i++) a[i + (K)] = a[3 * i] * 3u + 2u; }
#define W3R2(K) static void w3r2_##K(void) { for (int i = 0; i < M; i++) a[3 * i] = a[2 * i + (K)] + 13u; }
#define W2R3(K) static void w2r3_##K(void) { for (int i = 0; i < M; i++) a[2 * i + (K)] = a[3 * i] ^ 0x77u; }
#define NW3R1(K) static void nw3r1_##K(void) { for (int i = 0; i < M; i++) a[3 * (M - 1 - i)] = a[i + (K)] + 9u; }
#define ALL(K) W3R1(K) W1R3(K) W3R2(K) W2R3(K) NW3R1(K)
/* 3M-3 = 177: w3r1 meets at K=177, apart at K=178; 3 vs 2: K=3M-4=176 overlaps in range but never equal */
ALL(0) ALL(1) ALL(2) ALL(58) ALL(59) ALL(60) ALL(118) ALL(119) ALL(120) ALL(175) ALL(176) ALL(177) ALL(178) ALL(179)
#define CALL(K) w3r1_##K(); w1r3_##K(); w3r2_##K(); w2r3_##K(); nw3r1_##K(); acc = acc * 7 + hsh(a, sizeof a);

static void s1(void) { for (int i = 0; i < M; i++) a[3 * i + 1] = a[3 * i + 2] + a[3 * i]; }
static void s2(void) { for (int i = 0; i < M - 1; i++) a[3 * i + 1] = a[3 * i + 4] + 1u; } /* anti d=1 */
static void s3(void) { for (int i = 1; i < M; i++) a[3 * i + 2] = a[3 * i - 1] + 1u; }     /* flow d=1 */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < SZ; i++) a[i] = rnd();
  unsigned long long acc = 0;
  CALL(0) CALL(1) CALL(2) CALL(58) CALL(59) CALL(60) CALL(118) CALL(119) CALL(120)
  CALL(175) CALL(176) CALL(177) CALL(178) CALL(179)
  s1(); acc = acc * 7 + hsh(a, sizeof a);
  s2(); acc = acc * 7 + hsh(a, sizeof a);
  s3(); acc = acc * 7 + hsh(a, sizeof a);
  PR("a", a);
  printf("acc %016llx\n", acc);
  return 0;
}
