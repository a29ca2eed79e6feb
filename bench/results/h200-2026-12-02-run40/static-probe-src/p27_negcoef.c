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
/* p27: negative coefficients mixed with positive strides, guarded accesses, loops with breaks */
#define N 120
static unsigned a[4 * N], b[N], c[N];
/* write a[N-1-2i] (i < N/2: N-1 .. 1 odd), read a[i+K] */
#define NG(K) static void ng_##K(void) { for (int i = 0; i < N / 2; i++) a[N - 1 - 2 * i] = a[i + (K)] + 1u; }
/* write a[3N - 3i] (i<N: 3N..3), read a[2i + K] */
#define NG3(K) static void ng3_##K(void) { for (int i = 0; i < N; i++) a[3 * N - 3 * i] = a[2 * i + (K)] ^ 0x9u; }
#define ALL(K) NG(K) NG3(K)
ALL(0) ALL(1) ALL(59) ALL(60) ALL(61) ALL(119) ALL(120) ALL(121) ALL(122)
#define CALL(K) ng_##K(); S ng3_##K(); S

static void g1(void) { for (int i = 0; i < N; i++) if (i & 1) b[i] = b[i - 1] + 1u; }              /* reads even, writes odd */
static void g2(void) { for (int i = 0; i < N; i++) if (i & 1) b[i] = b[i - 1] + 1u; else b[i] = b[i + 1] * 3u; } /* pairs swap: anti */
static void g3(void) { for (int i = 0; i < N - 1; i++) if (c[i] & 1u) c[i + 1] += c[i]; }
static void g4(void) { for (int i = 0; i < N; i++) { if (b[i] > 0x7fffffffu) break; b[i] = b[(i + 7) % N] + 1u; } }
static void g5(void) { for (int i = 0; i < N; i++) { if (i > 2 * N / 3) break; c[i] = c[N - 1 - i] + 1u; } }  /* break before meet? i up to 80 vs 119-i: meets at 59/60 */
static void g6(void) { for (int i = 0; i < N; i++) c[i < N / 2 ? i : N - 1 - i] += 1u; }               /* select index: both halves hit 0..59 */
static void g7(void) { for (int i = 0; i < N; i++) b[i] = c[i > 0 ? i - 1 : 0] + c[i < N - 1 ? i + 1 : N - 1]; }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 4 * N; i++) a[i] = rnd();
  for (int i = 0; i < N; i++) { b[i] = rnd(); c[i] = rnd(); }
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(a, sizeof a) + 3 * hsh(b, sizeof b) + 5 * hsh(c, sizeof c);
  CALL(0) CALL(1) CALL(59) CALL(60) CALL(61) CALL(119) CALL(120) CALL(121) CALL(122)
  g1(); S g2(); S g3(); S g4(); S g5(); S g6(); S g7(); S
  PR("a", a); PR("b", b); PR("c", c);
  printf("acc %016llx\n", acc);
  return 0;
}
