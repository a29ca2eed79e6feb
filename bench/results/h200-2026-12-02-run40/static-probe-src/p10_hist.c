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
/* p10: histograms into global arrays */
#define N 3000
#define B 64
static unsigned a[N], hist[B], hist2[B], last[16], h2d[8][8], self[N];
static double dh[B];

static void k1(void) { for (int i = 0; i < N; i++) hist[a[i] % B]++; }
static void k2(void) { for (int i = 0; i < N; i++) hist2[i % B] += a[i]; }
static void k3(void) { for (int i = 0; i < N; i++) last[a[i] & 15u] = (unsigned)i; }
static void k4(void) { for (int i = 0; i < N; i++) h2d[a[i] & 7u][(a[i] >> 3) & 7u] += 1u; }
static void k5(void) { for (int i = 0; i < N; i++) self[self[i] % N] += 1u; }
static void k6(void) { for (int i = 0; i < N; i++) dh[(a[i] >> 4) % B] += 0.1 * (double)(a[i] & 255u); }
static void k7(void) { for (int i = 0; i < N; i++) hist[(unsigned)i / (N / B + 1)] += a[i] & 1u; } /* block-wise */
static void k8(void) { for (int i = 0; i < B; i++) hist2[i] = hist[i] + hist[(i + 1) % B]; }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) { a[i] = rnd(); self[i] = rnd(); }
  k1(); k2(); k3(); k4(); k5(); k6(); k7(); k8();
  PR("a", a); PR("hist", hist); PR("hist2", hist2); PR("last", last); PR("h2d", h2d); PR("self", self); PR("dh", dh);
  printf("hist0 %u last3 %u self0 %u dh1 %.17g\n", hist[0], last[3], self[0], dh[1]);
  return 0;
}
