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
/* p12: unions aliasing a global: different element sizes over the same bytes */
#define N 256
static union { unsigned i[N]; float f[N]; unsigned short s[2 * N]; unsigned char c[4 * N]; double d[N / 2]; } u;

static void k1(void) { for (int k = 0; k < N - 1; k++) u.s[2 * k] = (unsigned short)u.i[k + 1]; }   /* low half of i[k], read i[k+1]: anti */
static void k2(void) { for (int k = 0; k < N; k++) u.i[k] = u.s[2 * k + 1] + 1u; }                   /* same element */
static void k3(void) { for (int k = 0; k < N - 1; k++) u.i[k] = u.s[2 * k + 2] * 3u; }               /* reads low half of next: anti */
static void k4(void) { for (int k = 1; k < N; k++) u.i[k] = u.c[4 * k - 1] + 7u; }                   /* reads last byte of prev: flow */
static void k5(void) { for (int k = 0; k < 4 * N - 4; k++) u.c[k] = (unsigned char)(u.c[k + 4] ^ 0x5a); } /* anti d=4 bytes */
static void k6(void) { for (int k = 0; k < N / 2; k++) u.d[k] = (double)u.i[2 * k + 1] * 0.5; }    /* d[k] covers i[2k],i[2k+1] */
static void k7(void) { for (int k = 0; k < N - 2; k++) u.f[k] = u.f[k + 2] + 1.0f; }
static void k8(void) { for (int k = 0; k < N / 2 - 1; k++) u.i[2 * k + 2] = (unsigned)u.d[k]; }     /* writes inside next d: flow? */
static void k9(void) { for (int k = 0; k < 2 * N - 1; k++) u.s[k] = u.s[k + 1] + u.c[2 * k + 1]; }

int main(void) {
  rs = seed_v;
  for (int k = 0; k < N; k++) u.i[k] = rnd() & 0xffffu;
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(&u, sizeof u);
  k1(); S k2(); S k3(); S k4(); S k5(); S
  for (int k = 0; k < N; k++) u.i[k] &= 0x3fffffffu;
  k6(); S k7(); S k8(); S k9(); S
  PR("u", u);
  printf("acc %016llx\n", acc);
  return 0;
}
