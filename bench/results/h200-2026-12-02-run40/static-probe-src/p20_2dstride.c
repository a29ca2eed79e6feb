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
/* p20: 2-D nests over a flat static array with different strides: transposed/offset reads near the extremes */
#define W 24
#define H 20
#define SZ 1600
static unsigned a[SZ];
/* write a[i*W+j] (i<H, j<W): 0..H*W-1; read a[j*W+i+K] */
#define T1(K) static void t1_##K(void) { for (int i = 0; i < H; i++) for (int j = 0; j < W; j++) a[i * W + j] = a[j * W + i + (K)] + 1u; }
/* write a[j*W+i] (column walk), read a[i*W+j+K] */
#define T2(K) static void t2_##K(void) { for (int i = 0; i < H; i++) for (int j = 0; j < W; j++) a[j * W + i] = a[i * W + j + (K)] * 3u; }
/* write a[2*(i*W+j)] read a[i*W+j+K] */
#define T3(K) static void t3_##K(void) { for (int i = 0; i < H; i++) for (int j = 0; j < W; j++) a[2 * (i * W + j)] = a[i * W + j + (K)] ^ 5u; }
/* triangle: write a[i*W+j] j<i, read a[(W-1-j)*W + i + K] */
#define T4(K) static void t4_##K(void) { for (int i = 0; i < H; i++) for (int j = 0; j < i; j++) a[i * W + j] = a[(W - 1 - j) * W + i + (K)] + 7u; }
#define ALL(K) T1(K) T2(K) T3(K) T4(K)
/* H*W = 480; max j*W+i = 23*24+19 = 571; 2*(479) = 958 */
ALL(0) ALL(1) ALL(480) ALL(479) ALL(400) ALL(958) ALL(959) ALL(387) ALL(388)
#define CALL(K) t1_##K(); t2_##K(); t3_##K(); t4_##K(); acc = acc * 7 + hsh(a, sizeof a);

int main(void) {
  rs = seed_v;
  for (int i = 0; i < SZ; i++) a[i] = rnd();
  unsigned long long acc = 0;
  CALL(0) CALL(1) CALL(387) CALL(388) CALL(400) CALL(479) CALL(480) CALL(958) CALL(959)
  PR("a", a);
  printf("acc %016llx\n", acc);
  return 0;
}
