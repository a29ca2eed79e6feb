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
/* p15: loops with non-zero lower bounds, step -1, step 2/3, descending strided */
#define N 600
#define K 5
static unsigned a[N], b[N], c[N];

static void k1(void) { for (int i = N - 1; i >= K; i--) a[i] = a[i - K] + 1u; }      /* desc, reads lower not yet written: independent (anti) */
static void k2(void) { for (int i = K; i < N; i++) a[i] = a[i - K] * 3u; }           /* asc: flow d=K */
static void k3(void) { for (int i = N - 2; i >= 0; i--) b[i] = b[i + 1] + b[i]; }     /* desc: flow d=1 (suffix sum) */
static void k4(void) { for (int i = 0; i < N - 1; i++) b[i] = b[i + 1] ^ 0x11u; }     /* asc: anti */
static void k5(void) { for (int i = 10; i < N; i += 2) c[i] = c[i - 1] + 1u; }        /* reads odd, writes even: independent */
static void k6(void) { for (int i = 10; i < N; i += 2) c[i] = c[i - 2] + 1u; }        /* flow d=1 iteration */
static void k7(void) { for (int i = N - 1; i >= 3; i -= 3) c[i] = c[i - 3] + c[i - 1]; } /* desc stride 3, anti */
static void k8(void) { for (int i = 3; i < N; i += 3) c[i] = c[i - 3] + c[i - 1]; }   /* asc stride 3: flow */
static void k9(void) { for (int i = 100; i < 200; i++) a[i + 100] = a[i] + a[i + 99]; } /* i+99 reaches 298 < 200+100? writes 200..299 reads 100..298: flow */
static void k10(void) { for (int i = 100; i < 200; i++) a[i + 100] = a[i] + a[i + 1]; } /* writes 200..299, reads 100..200: flow at 200 only */
static void k11(void) { for (int i = 100; i < 199; i++) a[i + 101] = a[i] + a[i + 1]; } /* writes 201..299, reads 100..199: apart */
static void k12(void) { for (unsigned i = N - 1; i != 0; i--) b[i] = b[i - 1] + c[i]; }  /* unsigned desc: anti */
static void k13(void) { for (int i = N - 1; i > N / 2; i--) b[i] = b[N - i] + 1u; }     /* reads 1..N/2-1, writes N/2+1..N-1 */
static void k14(void) { for (int i = N - 1; i >= N / 2; i--) b[i] = b[N - i] + 2u; }    /* i=N/2 reads b[N/2] same; ok; */
static void k15(void) { for (int i = N - 1; i >= N / 2 - 1; i--) b[i] = b[N - i] + 3u; } /* i=N/2-1 reads b[N/2+1] written earlier: flow */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) { a[i] = rnd(); b[i] = rnd(); c[i] = rnd(); }
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(a, sizeof a) + 3 * hsh(b, sizeof b) + 5 * hsh(c, sizeof c);
  k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S k7(); S k8(); S k9(); S k10(); S k11(); S k12(); S k13(); S k14(); S k15(); S
  PR("a", a); PR("b", b); PR("c", c);
  printf("acc %016llx\n", acc);
  return 0;
}
