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
/* p05: adjacent globals; off-by-one indices reach the neighbour (struct keeps the layout fixed) */
#define N 100
static struct { unsigned a[N]; unsigned b[N]; unsigned c[N]; } g;
static unsigned x[N];
static unsigned y[N];

#define P ((unsigned *)&g)
/* via the struct's flat view (no out-of-object UB at the C level) */
static void k1(void) { for (int i = 0; i < N; i++) P[N + i] = P[i + 1] * 2u + 1u; }      /* b[i]=a[i+1]: reads b[0] at i=N-1: flow */
static void k2(void) { for (int i = 0; i < N; i++) P[i + 1] = P[N + i] + 3u; }           /* a[i+1]=b[i]: writes b[0] at N-1: anti */
static void k3(void) { for (int i = 0; i < N; i++) P[N + i] = P[2 * N + i - 1] + 1u; }   /* b[i]=c[i-1]: c[-1]=b[N-1]: anti */
static void k4(void) { for (int i = 0; i < N; i++) P[2 * N + i] = P[N + i + N + 1] ^ 5u; } /* c[i]=c[i+1]: anti (c[N]= past end, last is read-only) */
static void k5(void) { for (int i = 0; i < N; i++) P[N + i] = P[N + i - 1] + P[i]; }      /* b[i]=b[i-1]+a[i]: b[-1]=a[N-1]: flow */
static void k6(void) { for (int i = 0; i < N; i++) P[i] = P[i + N] + P[i + 2 * N - 1]; } /* a[i]=b[i]+c[i-1]=..b[N-1] */
static void k7(void) { for (int i = 1; i <= N; i++) P[i] = P[i - 1] + 2u; }              /* writes a[1..N] (a[N]=b[0]) flow */
static void k8(void) { for (int i = 0; i < N; i++) P[N - 1 + i] = P[N + i] * 7u; }       /* a[N-1+i]=a[N+i]: anti d=1 across boundary */
/* the same with plain C indexing beyond the member (UB in C, defined in wasm) */
__attribute__((noinline)) static void k9(void) { for (int i = 0; i < N; i++) g.b[i] = g.a[i + 1] + 9u; }
__attribute__((noinline)) static void k10(void) { for (int i = 0; i < N; i++) g.a[i + 1] = g.b[i] + 4u; }
/* separate globals: their order is whatever the linker chose, fixed in the .wasm */
static void k11(void) { for (int i = 0; i < N; i++) y[i] = x[i] + x[(i + 1) % N]; }
static void k12(void) { for (int i = 0; i < N; i++) x[i] = y[N - 1 - i] + 1u; }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 3 * N; i++) P[i] = rnd();
  for (int i = 0; i < N; i++) { x[i] = rnd(); y[i] = rnd(); }
  unsigned long long acc = 0;
  k1(); acc = acc * 7 + hsh(&g, sizeof g);
  k2(); acc = acc * 7 + hsh(&g, sizeof g);
  k3(); acc = acc * 7 + hsh(&g, sizeof g);
  k4(); acc = acc * 7 + hsh(&g, sizeof g);
  k5(); acc = acc * 7 + hsh(&g, sizeof g);
  k6(); acc = acc * 7 + hsh(&g, sizeof g);
  k7(); acc = acc * 7 + hsh(&g, sizeof g);
  k8(); acc = acc * 7 + hsh(&g, sizeof g);
  k9(); acc = acc * 7 + hsh(&g, sizeof g);
  k10(); acc = acc * 7 + hsh(&g, sizeof g);
  k11(); k12();
  PR("g.a", g.a); PR("g.b", g.b); PR("g.c", g.c); PR("x", x); PR("y", y);
  printf("acc %016llx\n", acc);
  return 0;
}
