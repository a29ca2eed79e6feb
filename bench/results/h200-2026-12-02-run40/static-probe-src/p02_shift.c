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
/* p02: shifted copies within one array, both directions, several K */
#define M 256
static unsigned a[4 * M + 8];

#define FWD(K) static void fwd_##K(void) { for (int i = 0; i < M; i++) a[i] = a[i + (K)] + 1u; }
#define BWD(K) static void bwd_##K(void) { for (int i = 0; i < M; i++) a[i + (K)] = a[i] * 3u + 1u; }
#define RFWD(K) static void rfwd_##K(void) { for (int i = M - 1; i >= 0; i--) a[i] = a[i + (K)] + 5u; }
#define RBWD(K) static void rbwd_##K(void) { for (int i = M - 1; i >= 0; i--) a[i + (K)] = a[i] ^ 0x3u; }
#define ALL(K) FWD(K) BWD(K) RFWD(K) RBWD(K)
#define K0 0
ALL(1) ALL(2) ALL(3) ALL(255) ALL(256) ALL(257) ALL(512) ALL(7)
#define CALL(K) fwd_##K(); bwd_##K(); rfwd_##K(); rbwd_##K();

static unsigned long long sub(void) { return hsh(a, sizeof a); }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 4 * M + 8; i++) a[i] = rnd();
  unsigned long long acc = 0;
  CALL(1) acc = acc * 3 + sub();
  CALL(2) acc = acc * 3 + sub();
  CALL(3) acc = acc * 3 + sub();
  CALL(7) acc = acc * 3 + sub();
  CALL(255) acc = acc * 3 + sub();
  CALL(256) acc = acc * 3 + sub();
  CALL(257) acc = acc * 3 + sub();
  CALL(512) acc = acc * 3 + sub();
  PR("a", a);
  printf("acc %016llx a0 %u aM %u\n", acc, a[0], a[M]);
  return 0;
}
