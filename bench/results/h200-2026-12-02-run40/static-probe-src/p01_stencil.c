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
/* p01: in-place stencils on one global array */
#define N 1000
#define T 3
static unsigned a[N], b[N];
static double d[N], e[N];

static void k1(void) { for (int i = 1; i < N - 1; i++) a[i] = a[i - 1] + a[i + 1]; }          /* flow d=1 */
static void k2(void) { for (int i = 1; i < N - 1; i++) b[i] = (b[i - 1] + b[i] + b[i + 1]) % 1000003u; }
static void k3(void) { for (int i = 0; i < N - 1; i++) a[i] = a[i + 1] - a[i]; }              /* anti d=1 */
static void k4(void) { for (int i = N - 2; i >= 1; i--) b[i] = b[i + 1] * 3u + b[i - 1]; }    /* descending */
static void k5(void) { for (int i = 2; i < N; i++) d[i] = 0.5 * d[i - 2] + 0.25 * d[i]; }     /* flow d=2 */
static void k6(void) { for (int i = 0; i < N - 3; i++) a[i] = a[i + 3] + b[i]; }              /* anti d=3 */
static void k7(void) { for (int i = 0; i < N / 2; i++) a[i + N / 2] = a[i] + 1u; }            /* disjoint */
static void k8(void) { for (int i = 0; i < N / 2 + 1; i++) a[i + N / 2 - 1] = a[i] + 7u; }    /* just meets */
static void k9(void) { for (int i = 1; i < N - 1; i++) e[i] = (e[i - 1] + e[i] + e[i + 1]) / 3.0; } /* seidel 1d */
static void k10(void) { for (int i = N - 2; i > 0; i--) e[i] = e[i - 1] * 0.75 + e[i + 1] * 0.25; } /* desc, anti on i-1 */
static void k11(void) { for (int i = 0; i < N / 2; i++) b[N - 1 - i] = b[i] ^ 0x55u; }         /* disjoint halves */
static void k12(void) { for (int i = 0; i < N / 2 + 1; i++) b[N - 1 - i] = b[i] + 1u; }        /* meet at middle */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) { a[i] = rnd() % 1000; b[i] = rnd() % 1000; d[i] = (rnd() % 1000) / 7.0; e[i] = (rnd() % 1000) / 3.0; }
  for (int t = 0; t < T; t++) {
    k1(); k2(); k3(); k4(); k5(); k6(); k7(); k8(); k9(); k10(); k11(); k12();
  }
  PR("a", a); PR("b", b); PR("d", d); PR("e", e);
  printf("a5 %u b7 %u d9 %.17g e11 %.17g\n", a[5], b[7], d[9], e[11]);
  return 0;
}
