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
/* p30: non-affine-looking wraps (unsigned char / short indices, masks), 64-bit indices, and 3-deep triangular nests */
#define N 300
#define W 16
static unsigned a[1024], b[1024], c[W * W * W + 64];

static void k1(void) { for (int i = 0; i < N; i++) a[(unsigned char)i] = (unsigned)i * 3u + b[i]; }            /* wraps at 256: output dep */
static void k2(void) { for (int i = 0; i < N; i++) a[(unsigned char)(i + 200)] = a[i + 256] + 1u; }          /* writes 200..255,0..243 */
static void k3(void) { for (int i = 0; i < 200; i++) b[(unsigned char)(i + 100)] = b[i] ^ 3u; }              /* 100..255,0..43 vs 0..199 */
static void k4(void) { for (int i = 0; i < N; i++) b[i & 127] += (unsigned)i; }
static void k5(void) { for (int i = 0; i < N; i++) a[(short)(i * 200) & 1023] = (unsigned)i; }               /* i*200 wraps as short */
static void k6(void) { for (long long i = 0; i < N; i++) a[i + 300] = a[(long long)i * 2 + 1] + 1u; }       /* 64-bit: 300..599 vs 1..599 */
static void k7(void) { for (long long i = 0; i < 150; i++) a[i + 300] = a[i * 2 + 1 + 600 - 600] + 5u; }   /* 300..449 vs 1..299: apart */
static void k8(void) { for (unsigned long long i = 0; i < 150; i++) a[(unsigned)(i - 1) + 451u] = a[i + 600] + 1u; } /* 450..599 vs 600..749 */
/* 3-deep triangle: write c[i*W*W + j*W + k] k<j<i, read c[k*W*W + j*W + i + K] (k<j<i) */
#define T3(K) static void t3_##K(void) { for (int i = 0; i < W; i++) for (int j = 0; j < i; j++) for (int k = 0; k < j; k++) \
  c[i * W * W + j * W + k] = c[k * W * W + j * W + i + (K)] + 1u; }
/* write c[k] in a 3-deep triangle (max W-3), read c[K + i] */
#define T3B(K) static void t3b_##K(void) { for (int i = 0; i < W; i++) for (int j = 0; j < i; j++) for (int k = 0; k < j; k++) \
  c[k + 3 * W * W] += c[3 * W * W + (K) + i - j]; }
T3(0) T3(1) T3(15) T3(16) T3(17) T3B(0) T3B(1) T3B(12) T3B(13) T3B(14) T3B(15) T3B(16) T3B(28)

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 1024; i++) { a[i] = rnd(); b[i] = rnd(); }
  for (int i = 0; i < W * W * W + 64; i++) c[i] = rnd();
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(a, sizeof a) + 3 * hsh(b, sizeof b) + 5 * hsh(c, sizeof c);
  k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S k7(); S k8(); S
  t3_0(); S t3_1(); S t3_15(); S t3_16(); S t3_17(); S
  t3b_0(); S t3b_1(); S t3b_12(); S t3b_13(); S t3b_14(); S t3b_15(); S t3b_16(); S t3b_28(); S
  PR("a", a); PR("b", b); PR("c", c);
  printf("acc %016llx\n", acc);
  return 0;
}
