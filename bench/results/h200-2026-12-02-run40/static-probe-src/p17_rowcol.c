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
/* p17: 2-D global, rows vs columns vs the first row/column */
#define R 33
#define C 65
static unsigned a[R][C], b[R][C], v[C];

static void k1(void) { for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) a[i][j] = a[i][j] + a[0][j]; }  /* row 0 doubled first */
static void k2(void) { for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) a[i][j] += a[i][0]; }           /* j=0 first */
static void k3(void) { for (int i = 0; i < R; i++) a[i][0] = a[0][i]; }                                          /* column from row (i=0 same) */
static void k4(void) { for (int i = 1; i < R; i++) for (int j = 0; j < C; j++) b[i][j] = b[0][j] * 3u + b[i][j]; } /* row 0 read-only */
static void k5(void) { for (int i = 0; i < R; i++) for (int j = 1; j < C; j++) b[i][j] = b[i][0] ^ b[i][j]; }     /* col 0 read-only */
static void k6(void) { for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) b[i][j] += b[R - 1][C - 1]; }       /* last cell, changed at end */
static void k7(void) { for (int i = 0; i < R - 1; i++) for (int j = 0; j < C; j++) a[i][j] = a[i + 1][(j + 1) % C]; }
static void k8(void) { for (int j = 0; j < C; j++) for (int i = 0; i < R; i++) v[j] += a[i][j]; }                 /* column sums */
static void k9(void) { for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) a[i][j] = v[j] + (unsigned)i; v[0] = 0; }
static void k10(void) { for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) b[i][j] = ((unsigned *)b)[i * C + j + C - 1] + 1u; } /* reads b[i+1][j-1] flat: anti; reads past end at last row */
static void k11(void) { for (int i = 0; i < R; i++) for (int j = 0; j < C - 1; j++) a[i][j + 1] = a[i][j] + (unsigned)j; }  /* j-carried, i-parallel */
static void k12(void) { for (int j = 0; j < C; j++) for (int i = 1; i < R; i++) a[i][j] = a[i - 1][j] * 5u; }  /* i-carried inner, j outer parallel */

int main(void) {
  rs = seed_v;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) { a[i][j] = rnd(); b[i][j] = rnd(); }
  for (int j = 0; j < C; j++) v[j] = rnd();
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(a, sizeof a) + 3 * hsh(b, sizeof b) + 5 * hsh(v, sizeof v);
  k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S k7(); S k8(); S k9(); S k10(); S k11(); S k12(); S
  PR("a", a); PR("b", b); PR("v", v);
  printf("acc %016llx\n", acc);
  return 0;
}
