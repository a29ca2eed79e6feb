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
/* p08: x[i] = x[0] + i, x[i] = x[N-1-i], and constant-address cells inside loops */
#define N 500
static unsigned x[N], y[N], z[N], w[N], c[16];

static void k1(void) { for (int i = 0; i < N; i++) x[i] = x[0] + i + 1u; }         /* x[0] changes at i=0 */
static void k2(void) { for (int i = 0; i < N; i++) y[i] = y[N - 1 - i] + 1u; }     /* reverse, meets */
static void k3(void) { for (int i = 0; i < N; i++) z[i] = z[N - 1] * 2u + i; }     /* anti on z[N-1] */
static void k4(void) { for (int i = 1; i < N; i++) x[i] = x[0] + i; }              /* x[0] read-only: independent */
static void k5(void) { for (int i = 0; i < N / 2; i++) y[i] = y[N - 1 - i] ^ 3u; } /* halves, independent */
static void k6(void) { for (int i = 0; i <= N / 2; i++) y[i] = y[N - 1 - i] + 5u; } /* just meets */
static void k7(void) { for (int i = 0; i < N; i++) w[i] = w[7] ^ (unsigned)i; }    /* constant 7 inside range */
static void k8(void) { for (int i = 8; i < N; i++) w[i] = w[7] + (unsigned)i; }    /* 7 outside range */
static void k9(void) { for (int i = 0; i < 7; i++) w[i] = w[7] * 3u + (unsigned)i; } /* 7 just outside */
static void k10(void) { for (int i = 0; i < 8; i++) w[i] = w[7] * 5u + (unsigned)i; } /* 7 last iteration */
static void k11(void) { for (int i = 0; i < N; i++) { c[5] = c[7] + x[i]; c[7] = c[5] ^ (unsigned)i; } }
static void k12(void) { for (int i = 0; i < N; i++) { c[3] = c[4] + y[i]; } }   /* last value */
static void k13(void) { for (int i = 0; i < N; i++) { z[i] = c[9] + (unsigned)i; c[9] = z[i] & 0xffu; } }
static void k14(void) { for (int i = 0; i < N; i++) x[i] = x[N - 1] + x[0]; }      /* both ends */
static void k15(void) { for (int i = N - 1; i >= 0; i--) y[i] = y[0] + (unsigned)i; } /* descending, y[0] at end */
static void k16(void) { for (int i = 0; i < N; i++) c[i & 15] += z[i]; }          /* wrapped cells */
static void k17(void) { for (int i = 0; i < N; i++) { c[10] = z[i]; c[11] = c[10] + c[11]; } }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) { x[i] = rnd(); y[i] = rnd(); z[i] = rnd(); w[i] = rnd(); }
  for (int i = 0; i < 16; i++) c[i] = rnd();
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(x, sizeof x) + 3 * hsh(y, sizeof y) + 5 * hsh(z, sizeof z) + 11 * hsh(w, sizeof w) + 13 * hsh(c, sizeof c);
  k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S k7(); S k8(); S k9(); S k10(); S
  k11(); S k12(); S k13(); S k14(); S k15(); S k16(); S k17(); S
  PR("x", x); PR("y", y); PR("z", z); PR("w", w); PR("c", c);
  printf("acc %016llx\n", acc);
  return 0;
}
