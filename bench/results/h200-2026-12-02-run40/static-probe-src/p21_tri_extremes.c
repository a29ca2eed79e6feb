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
/* p21: 2-D nests whose inner bounds depend on the outer index (the extremes of the combined nest);
   read region placed just past an underestimate of the written region, or just inside it. */
#define N 32
#define W 32
#define SZ (W * W * 3)
static unsigned a[SZ];
/* D1: inner bound decreasing in i: write a[j*W+i], j < N-i. true max at i=0,j=N-1: (N-1)*W.
   If evaluated at i=N-1 only: j<1 -> max (0)*W+N-1. read a[K + i] */
#define D1(K) static void d1_##K(void) { for (int i = 0; i < N; i++) for (int j = 0; j < N - i; j++) a[j * W + i] = a[(K) + i] + 1u; }
/* D2: inner lower bound increasing: write a[i*W + j], j in [i, N). read a[K + j] */
#define D2(K) static void d2_##K(void) { for (int i = 0; i < N; i++) for (int j = i; j < N; j++) a[i * W + j] = a[(K) + j] * 3u; }
/* D3: write a[i*W + j] j<=i, read a[j*W + i + K] (transposed, offset) */
#define D3(K) static void d3_##K(void) { for (int i = 0; i < N; i++) for (int j = 0; j <= i; j++) a[i * W + j] = a[j * W + i + (K)] ^ 0x5u; }
/* D4: write a[2*(i*W + j)] j < N-i; read a[i*W + j + K] */
#define D4(K) static void d4_##K(void) { for (int i = 0; i < N; i++) for (int j = 0; j < N - i; j++) a[2 * (i * W + j)] = a[i * W + j + (K)] + 7u; }
/* D5: descending outer, inner depends: write a[(N-1-i)*W + j] for j < i+1 ; read a[K - j] */
#define D5(K) static void d5_##K(void) { for (int i = N - 1; i >= 0; i--) for (int j = 0; j <= i; j++) a[(N - 1 - i) * W + j] = a[(K) - j] + 9u; }
#define ALL(K) D1(K) D2(K) D3(K) D4(K) D5(K)
/* (N-1)*W = 992; W*W = 1024; 2*(31*32+0)=1984 */
ALL(31) ALL(32) ALL(960) ALL(991) ALL(992) ALL(993) ALL(1023) ALL(1024) ALL(1025) ALL(1055) ALL(1056) ALL(1985) ALL(1986) ALL(2000)
#define CALL(K) d1_##K(); acc = acc * 7 + hsh(a, sizeof a); d2_##K(); acc = acc * 7 + hsh(a, sizeof a); \
  d3_##K(); acc = acc * 7 + hsh(a, sizeof a); d4_##K(); acc = acc * 7 + hsh(a, sizeof a); d5_##K(); acc = acc * 7 + hsh(a, sizeof a);

int main(void) {
  rs = seed_v;
  for (int i = 0; i < SZ; i++) a[i] = rnd();
  unsigned long long acc = 0;
  CALL(31) CALL(32) CALL(960) CALL(991) CALL(992) CALL(993) CALL(1023) CALL(1024) CALL(1025) CALL(1055) CALL(1056) CALL(1985) CALL(1986) CALL(2000)
  PR("a", a);
  printf("acc %016llx\n", acc);
  return 0;
}
