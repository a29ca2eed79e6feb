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
/* p13: memcpy/memset/memmove on global arrays between loops */
#define N 1024
static unsigned a[N], b[N];
static unsigned char c[N];

static void loop1(void) { for (int i = 0; i < N; i++) a[i] = a[i] * 3u + b[i]; }
static void loop2(void) { for (int i = 1; i < N; i++) b[i] = b[i - 1] + a[i]; }
static void loop3(void) { for (int i = 0; i < N; i++) c[i] = (unsigned char)(c[i] + a[i]); }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) { a[i] = rnd(); b[i] = rnd(); c[i] = (unsigned char)rnd(); }
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(a, sizeof a) + 3 * hsh(b, sizeof b) + 5 * hsh(c, sizeof c);
  for (int t = 0; t < 3; t++) {
    memset(a, t, sizeof a / 2); S
    loop1(); S
    memcpy(b, a, sizeof a); S
    loop2(); S
    memmove(a + 1, a, sizeof a - 4); S
    loop3(); S
    memmove(b, b + 3, sizeof b - 12); S
    loop1(); S
    memset(c + 100, 0x33, 500); S
    loop3(); S
    memcpy(c, a + 7, 200); S
    loop2(); S
  }
  PR("a", a); PR("b", b); PR("c", c);
  printf("acc %016llx\n", acc);
  return 0;
}
