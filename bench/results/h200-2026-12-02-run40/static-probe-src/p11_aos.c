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
/* p11: loops over a global struct array (AoS) writing one field, reading another */
#define N 400
struct P3 { unsigned x, y, z; };
struct Q { unsigned char tag; short s; unsigned v; double d; };
static struct P3 s[N];
static struct Q q[N];

static void k1(void) { for (int i = 0; i < N; i++) s[i].x = s[i].y + s[i].z; }            /* same element */
static void k2(void) { for (int i = 0; i < N - 1; i++) s[i].y = s[i + 1].x * 3u; }        /* reads other element's x: independent */
static void k3(void) { for (int i = 0; i < N - 1; i++) s[i].x = s[i + 1].x + 1u; }        /* anti d=1 on x */
static void k4(void) { for (int i = 1; i < N; i++) s[i].z = s[i - 1].z + s[i].x; }        /* flow d=1 */
static void k5(void) { for (int i = 0; i < N - 1; i++) s[i].z = s[i + 1].x ^ s[i].y; }    /* z vs x: independent */
static void k6(void) { for (int i = 0; i < N - 1; i++) s[i + 1].x = s[i].z + 2u; }        /* x of i+1, z of i: adjacent words! (z of i, x of i+1 at +4 bytes) */
static void k7(void) { for (int i = 0; i < N; i++) ((unsigned *)s)[3 * i + 2] = ((unsigned *)s)[3 * i + 3] + 1u; } /* z_i = x_{i+1}: flat, anti */
static void k8(void) { for (int i = 0; i < N; i++) { q[i].v = q[i].s * 2u + q[i].tag; q[i].d = q[i].v * 0.5; } }
static void k9(void) { for (int i = 1; i < N; i++) q[i].s = (short)(q[i - 1].v & 0x7fff); }  /* independent (different fields) */
static void k10(void) { for (int i = 1; i < N; i++) q[i].tag = (unsigned char)(q[i - 1].tag + q[i].v); } /* flow on tag (1 byte) */
static void k11(void) { for (int i = 0; i < N; i++) q[N - 1 - i].d = q[i].d + 1.0; }        /* reverse, meets */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) {
    s[i].x = rnd(); s[i].y = rnd(); s[i].z = rnd();
    memset(&q[i], 0, sizeof q[i]);
    q[i].tag = (unsigned char)rnd(); q[i].s = (short)rnd(); q[i].v = rnd(); q[i].d = rnd() / 3.0;
  }
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(s, sizeof s) + 3 * hsh(q, sizeof q);
  k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S k7(); S k8(); S k9(); S k10(); S k11(); S
  PR("s", s); PR("q", q);
  printf("acc %016llx\n", acc);
  return 0;
}
