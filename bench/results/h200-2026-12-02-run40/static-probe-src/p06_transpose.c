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
/* p06: a 2-D global used both as rows and columns (transpose in place and friends) */
#define N 48
static unsigned a[N][N], b[N][N], c[N][N];

static void k1(void) { for (int i = 0; i < N; i++) for (int j = 0; j < i; j++) a[i][j] = a[j][i]; }          /* independent */
static void k2(void) { for (int i = 0; i < N; i++) for (int j = 0; j < i; j++) { unsigned t = b[i][j]; b[i][j] = b[j][i]; b[j][i] = t + 1u; } }
static void k3(void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = a[j][i] + 1u; }     /* dependent */
static void k4(void) { for (int i = 0; i < N; i++) for (int j = 0; j <= i; j++) b[i][j] = b[j][i] * 2u + b[i][j]; }
static void k5(void) { for (int i = 1; i < N; i++) for (int j = i + 1; j < N; j++) c[i][j] = c[j][i - 1] + 3u; } /* independent */
static void k6(void) { for (int i = 0; i < N - 1; i++) for (int j = i; j < N; j++) c[i][j] = c[j][i + 1] + 1u; } /* dependent */
static void k7(void) { for (int j = 1; j < N; j++) for (int i = 1; i < N; i++) a[i][j] = a[i][j - 1] + a[i - 1][j]; } /* wavefront */
static void k8(void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) b[i][j] = b[N - 1 - j][N - 1 - i] ^ 1u; } /* anti-transpose */
static void k9(void) { for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) c[j][i] = c[j][i] * 3u + c[i][j]; }
static void k10(void) { for (int i = 0; i < N; i++) for (int j = 0; j < i; j++) a[j][i] = a[i][j] + a[i][i]; } /* upper from lower+diag */
static void k11(void) { for (int i = 0; i < N; i++) for (int j = i; j < N; j++) b[j][i] = b[i][j] + 1u; }    /* j=i same cell */
static void k12(void) { for (int i = 1; i < N; i++) for (int j = 0; j < N; j++) c[i][j] = c[i - 1][N - 1 - j] + 1u; } /* row-carried */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = rnd(); b[i][j] = rnd(); c[i][j] = rnd(); }
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(a, sizeof a) + hsh(b, sizeof b) * 3 + hsh(c, sizeof c) * 5;
  for (int t = 0; t < 2; t++) { k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S k7(); S k8(); S k9(); S k10(); S k11(); S k12(); S }
  PR("a", a); PR("b", b); PR("c", c);
  printf("acc %016llx\n", acc);
  return 0;
}
