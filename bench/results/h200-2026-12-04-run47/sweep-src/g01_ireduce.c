// g01: integer reductions returned as scalars over a window [off, off + len) that moves per call (len 0, 1,
// negative too): unsigned sum (wraps), xor/or/and in one loop, signed min and max via ?:, unsigned max,
// 64-bit sums of 32-bit signed and unsigned values, a product, a count, a subtraction chain, a 16-bit sum.
// ARGS: 3000 30
// ARGS: 1 9
// ARGS: 2 7
// ARGS: 3 13
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 12345u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) unsigned usum(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
__attribute__((noinline)) void bits3(const unsigned *a, int n, unsigned *res) {
  unsigned x = 0, o = 0, an = ~0u;
  for (int i = 0; i < n; i++) { x ^= a[i]; o |= a[i] >> 3; an &= a[i] | 0x0f0f0f0fu; }
  res[0] = x; res[1] = o; res[2] = an;
}
__attribute__((noinline)) int imin(const int *a, int n, int init) {
  int m = init;
  for (int i = 0; i < n; i++) m = a[i] < m ? a[i] : m;
  return m;
}
__attribute__((noinline)) int imax(const int *a, int n) {
  int m = -2147483647 - 1;
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}
__attribute__((noinline)) unsigned umax(const unsigned *a, int n) {
  unsigned m = 0;
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}
__attribute__((noinline)) long long sum64(const int *a, int n) {
  long long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
__attribute__((noinline)) unsigned long long usum64(const unsigned *a, int n) {
  unsigned long long s = 0;
  for (int i = 0; i < n; i++) s += (unsigned long long)a[i] * a[i];
  return s;
}
__attribute__((noinline)) unsigned prod(const unsigned *a, int n) {
  unsigned p = 1;
  for (int i = 0; i < n; i++) p *= a[i] | 1u;
  return p;
}
__attribute__((noinline)) int countgt(const int *a, int n, int t) {
  int c = 0;
  for (int i = 0; i < n; i++) c += a[i] > t;
  return c;
}
__attribute__((noinline)) int subchain(const int *a, int n, int s0) {
  int s = s0;
  for (int i = 0; i < n; i++) s -= a[i] ^ i;
  return s;
}
__attribute__((noinline)) unsigned short sum16(const unsigned short *a, int n) {
  unsigned short s = 0;
  for (int i = 0; i < n; i++) s = (unsigned short)(s + a[i] * 3);
  return s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = n + 64;
  unsigned *u = malloc(4 * m);
  int *s = malloc(4 * m);
  unsigned short *h = malloc(2 * m);
  for (int i = 0; i < m; i++) {
    u[i] = lcg() * 2654435761u;
    s[i] = (int)(lcg() % 2000001) - 1000000;
    if (i % 97 == 5) s[i] = 2147483647 - (int)(lcg() % 10);
    h[i] = (unsigned short)lcg();
  }
  for (int c = 0; c < calls; c++) {
    int off = (c * 7) % 33, len = n - (c % 5) * (n / 4);
    if (c % 6 == 4) len = 0;
    if (c % 6 == 5) len = 1;
    if (c % 11 == 9) len = -3;
    unsigned r[3];
    bits3(u + off, len, r);
    printf("c%d off=%d len=%d usum=%u x=%08x o=%08x a=%08x min=%d max=%d umax=%u s64=%lld u64=%llu p=%u cnt=%d sub=%d s16=%u\n",
           c, off, len, usum(u + off, len), r[0], r[1], r[2], imin(s + off, len, c * 1000 - 5000),
           imax(s + off, len), umax(u + off, len), sum64(s + off, len), usum64(u + off, len),
           prod(u + off, len), countgt(s + off, len, c * 50000 - 300000), subchain(s + off, len, c),
           sum16(h + off, len));
    u[(c * 13) % m] ^= 0x80000001u;
    s[(c * 17) % m] = -s[(c * 17) % m] + c;
  }
  return 0;
}
