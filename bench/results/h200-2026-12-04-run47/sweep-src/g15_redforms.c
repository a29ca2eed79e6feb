// g15: chains that look like reductions but are not (must stay in order or be refused): Horner hash
// h = h*31 + a[i], a sum then xor with i in one chain, a modular sum (if (s >= M) s -= M), a sum that feeds
// a second sum (t += s), a max that is also counted (cnt += a[i] == m), the value before the last iteration
// (prev = s; s += a[i]; return prev), alternating a[i] - s, a signed 64-bit min, s += i * a[i], and a
// do-while sum entered with n <= 0 (runs once).
// ARGS: 3000 16
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 9
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 1111u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) unsigned horner(const unsigned *a, int n) {
  unsigned h = 7;
  for (int i = 0; i < n; i++) h = h * 31u + a[i];
  return h;
}
__attribute__((noinline)) unsigned addxor(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) { s += a[i]; s ^= (unsigned)i; }
  return s;
}
__attribute__((noinline)) int modsum(const int *a, int n, int M) {
  int s = 0;
  for (int i = 0; i < n; i++) { s += a[i] & 0xffff; if (s >= M) s -= M; }
  return s;
}
__attribute__((noinline)) long long sumsum(const int *a, int n) {
  long long s = 0, t = 0;
  for (int i = 0; i < n; i++) { s += a[i]; t += s; }
  return t ^ s;
}
__attribute__((noinline)) int maxcnt(const int *a, int n) {
  int m = -2147483647 - 1, c = 0;
  for (int i = 0; i < n; i++) { m = a[i] > m ? a[i] : m; c += a[i] == m; }
  return m ^ (c << 20);
}
__attribute__((noinline)) int prevsum(const int *a, int n) {
  int s = 0, prev = -1;
  for (int i = 0; i < n; i++) { prev = s; s += a[i]; }
  return prev;
}
__attribute__((noinline)) int alt(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s = a[i] - s;
  return s;
}
__attribute__((noinline)) long long min64(const long long *a, int n) {
  long long m = 0x7fffffffffffffffLL;
  for (int i = 0; i < n; i++) m = a[i] < m ? a[i] : m;
  return m;
}
__attribute__((noinline)) unsigned isum(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) s += (unsigned)i * a[i];
  return s;
}
__attribute__((noinline)) int dowhile(const int *a, int n) {
  int s = 0, i = 0;
  do { s += a[i]; i++; } while (i < n);
  return s;
}
__attribute__((noinline)) unsigned lastidx(const unsigned *a, int n, unsigned t) {
  unsigned last = 0;
  for (int i = 0; i < n; i++) if (a[i] < t) last = (unsigned)i;
  return last;
}
__attribute__((noinline)) int satsum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) { s += a[i]; s = s > 1000000 ? 1000000 : s; }
  return s;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = n + 64;
  unsigned *u = malloc(4 * m);
  int *s = malloc(4 * m);
  long long *l = malloc(8 * m);
  for (int i = 0; i < m; i++) {
    u[i] = lcg(); s[i] = (int)(lcg() % 20001) - 10000; l[i] = (long long)lcg() * (long long)lcg() - (1LL << 40);
  }
  for (int c = 0; c < calls; c++) {
    int len = n - (c % 3) * (n / 3);
    if (c % 5 == 4) len = c % 2 ? 0 : -2;
    printf("c%d len=%d h=%u ax=%u mod=%d ss=%lld mc=%d prev=%d alt=%d min=%lld is=%u dw=%d li=%u sat=%d\n", c, len,
           horner(u, len), addxor(u, len), modsum(s, len, 40000 + c), sumsum(s, len), maxcnt(s, len), prevsum(s, len),
           alt(s, len), min64(l, len), isum(u, len), dowhile(s, len), lastidx(u, len, 1u << (16 + c % 8)), satsum(s, len));
    s[(c * 7) % m] = 9999 - c; u[(c * 13) % m] ^= 0xff;
  }
  return 0;
}
