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
/* p03: stride-2 against stride-1 within one array, around the point where ranges just meet */
#define M 100
#define SZ (4 * M + 16)
static unsigned a[SZ];
/* write a[2i] (0..2M-2) read a[i+K] (K..K+M-1) */
#define W2R1(K) static void w2r1_##K(void) { for (int i = 0; i < M; i++) a[2 * i] = a[i + (K)] + 1u; }
/* write a[i+K] read a[2i] */
#define W1R2(K) static void w1r2_##K(void) { for (int i = 0; i < M; i++) a[i + (K)] = a[2 * i] * 5u + 1u; }
/* write a[2i+K] read a[i] */
#define W2KR1(K) static void w2kr1_##K(void) { for (int i = 0; i < M; i++) a[2 * i + (K)] = a[i] + 11u; }
/* write a[i] read a[2i+K] */
#define W1R2K(K) static void w1r2k_##K(void) { for (int i = 0; i < M; i++) a[i] = a[2 * i + (K)] ^ 0x9u; }
#define ALL(K) W2R1(K) W1R2(K) W2KR1(K) W1R2K(K)
ALL(0) ALL(1) ALL(97) ALL(98) ALL(99) ALL(100) ALL(101) ALL(196) ALL(197) ALL(198) ALL(199) ALL(200)
#define CALL(K) w2r1_##K(); w1r2_##K(); w2kr1_##K(); w1r2k_##K(); acc = acc * 7 + hsh(a, sizeof a);

/* parity: never meet */
static void par1(void) { for (int i = 0; i < M; i++) a[2 * i + 1] = a[2 * i] + 3u; }
static void par2(void) { for (int i = 0; i < M; i++) a[2 * i] = a[4 * i + 1] + 3u; }
static void par3(void) { for (int i = 0; i < M; i++) a[2 * i] = a[2 * i + 2] + 3u; }  /* anti d=1 */
static void par4(void) { for (int i = 0; i < M - 1; i++) a[2 * i + 2] = a[2 * i] + 3u; } /* flow d=1 */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < SZ; i++) a[i] = rnd();
  unsigned long long acc = 0;
  CALL(0) CALL(1) CALL(97) CALL(98) CALL(99) CALL(100) CALL(101) CALL(196) CALL(197) CALL(198) CALL(199) CALL(200)
  par1(); acc = acc * 7 + hsh(a, sizeof a);
  par2(); acc = acc * 7 + hsh(a, sizeof a);
  par3(); acc = acc * 7 + hsh(a, sizeof a);
  par4(); acc = acc * 7 + hsh(a, sizeof a);
  PR("a", a);
  printf("acc %016llx\n", acc);
  return 0;
}
