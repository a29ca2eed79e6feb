// g13: reductions of narrow types and conditional reductions: int8/int16 summed into int, an unsigned char
// accumulator (wraps mod 256), a signed char max, a sum of only the odd elements (select feeding the
// chain), a count and sum together, a min over unsigned shorts, a sum beside a store out[i] = a[i] - s0,
// and a reduction whose accumulator starts from a value loaded from the array (acc = a[k]).
// ARGS: 3000 16
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 2468u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) int sum8(const signed char *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
__attribute__((noinline)) int sum16(const short *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] * a[i];
  return s;
}
__attribute__((noinline)) unsigned char usum8(const unsigned char *a, int n) {
  unsigned char s = 7;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
__attribute__((noinline)) signed char max8(const signed char *a, int n) {
  signed char m = -128;
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}
__attribute__((noinline)) int oddsum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += (a[i] & 1) ? a[i] : 0;
  return s;
}
__attribute__((noinline)) long long cntsum(const int *a, int n, int t, int *cnt) {
  long long s = 0;
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > t) { s += a[i]; c++; }
  *cnt = c;
  return s;
}
__attribute__((noinline)) unsigned short umin16(const unsigned short *a, int n) {
  unsigned short m = 0xffff;
  for (int i = 0; i < n; i++) m = a[i] < m ? a[i] : m;
  return m;
}
__attribute__((noinline)) int sumstore(int *out, const int *a, int n, int s0) {
  int s = 0;
  for (int i = 0; i < n; i++) { out[i] = a[i] - s0; s += a[i]; }
  return s;
}
__attribute__((noinline)) int fromk(int *a, int n, int k) {
  int s = a[k];
  for (int i = 0; i < n; i++) s ^= a[i] * 3;
  a[k] = s;
  return s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = 2 * n + 64;
  signed char *c8 = malloc(m);
  short *s16 = malloc(2 * m);
  unsigned short *u16 = malloc(2 * m);
  int *a = malloc(4 * m), *o = malloc(4 * m);
  for (int i = 0; i < m; i++) {
    c8[i] = (signed char)lcg(); s16[i] = (short)lcg(); u16[i] = (unsigned short)(lcg() | 0x100);
    a[i] = (int)(lcg() % 200001) - 100000; o[i] = 0;
  }
  for (int c = 0; c < calls; c++) {
    int off = (c * 3) % 17, len = n - (c % 4) * (n / 4);
    if (c % 5 == 4) len = 1;
    int cnt;
    long long cs = cntsum(a + off, len, c * 5000 - 30000, &cnt);
    int *out = (c % 4 == 2) ? a + off : ((c % 4 == 3) ? a + off + 1 : o);
    int ss = sumstore(out, a + off, len, c);
    int k = (c % 3 == 0) ? n + 10 : (c * 7) % (n + 1);
    int fk = fromk(a, n, k);
    printf("c%d s8=%d s16=%d u8=%u m8=%d odd=%d cs=%lld cnt=%d um=%u ss=%d fk=%d a=%08x o=%08x\n", c, sum8(c8 + off, len),
           sum16(s16 + off, len), usum8((unsigned char *)c8 + off, len), max8(c8 + off, len), oddsum(a + off, len), cs, cnt,
           umin16(u16 + off, len), ss, fk, hashb(a, 4 * m), hashb(o, 4 * m));
    c8[(c * 5) % m] = 127 - c; u16[(c * 3) % m] = (unsigned short)(c * 11);
    for (int i = 0; i < m; i++) a[i] = a[i] % 100000;
  }
  return 0;
}
