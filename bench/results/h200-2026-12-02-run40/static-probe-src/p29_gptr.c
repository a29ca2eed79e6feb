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
/* p29: global arrays reached through pointers stored in globals (and a loop that writes such a pointer) */
#define N 300
static unsigned a[N + 8], b[N + 8];
static unsigned *gp, *gq;
static unsigned *tab[4];

static void k1(void) { for (int i = 0; i < N; i++) a[i] = gp[i] + 1u; }        /* gp = a+1: anti */
static void k2(void) { for (int i = 0; i < N; i++) gq[i] = a[i] * 3u; }        /* gq = a+2: flow */
static void k3(void) { for (int i = 0; i < N; i++) tab[i & 3][i] += 1u; }      /* tab = {a,b,a+1,b+1} */
static void k4(void) { for (int i = 0; i < N; i++) { b[i] = gp[i] ^ 7u; gp = gp + 0; } }
static void k5(void) { for (int i = 0; i < N; i++) { b[i] += 2u; if (i == N / 2) gp = b; } }   /* pointer written mid-loop */
static void k6(void) { for (int i = 0; i < N; i++) gp[i] = gp[i + 1] + b[i]; }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N + 8; i++) { a[i] = rnd(); b[i] = rnd(); }
  gp = a + 1; gq = a + 2; tab[0] = a; tab[1] = b; tab[2] = a + 1; tab[3] = b + 1;
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(a, sizeof a) + 3 * hsh(b, sizeof b);
  k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S
  gp = a + 1; k6(); S
  PR("a", a); PR("b", b);
  printf("acc %016llx gp-b %d\n", acc, (int)(gp - b));
  return 0;
}
