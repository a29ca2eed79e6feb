// h14: a kernel reached through a function pointer (call_indirect to the function holding the loop),
// a reduction kernel whose result steers the next call (its size and which buffer), a kernel called
// from two different callers with different argument shapes, and memcpy/memset between launches.
// ARGS: 2000 18
// ARGS: 1 4
// ARGS: 3 8
// ARGS: 257 11
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 2414u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
typedef void (*kern)(int *, const int *, int, int);
__attribute__((noinline)) void kadd(int *o, const int *a, int n, int c) { for (int i = 0; i < n; i++) o[i] = a[i] + c * i; }
__attribute__((noinline)) void kmul(int *o, const int *a, int n, int c) { for (int i = 0; i < n; i++) o[i] = a[i] * (c | 1) - i; }
__attribute__((noinline)) void kmix(int *o, const int *a, int n, int c) { for (int i = 0; i < n; i++) o[i] = (a[i] ^ c) + o[i]; }
__attribute__((noinline)) long long ksum(const int *a, int n) {
  long long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
__attribute__((noinline)) int kmax(const int *a, int n) {
  int m = -2147483647 - 1;
  for (int i = 0; i < n; i++) m = a[i] > m ? a[i] : m;
  return m;
}
__attribute__((noinline)) void caller1(kern k, int *o, const int *a, int n, int c) { k(o, a, n, c); }
__attribute__((noinline)) void caller2(kern k, int *o, int n, int c) { k(o + 1, o, n - 1, c); }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int *a = malloc(4 * (n + 8)), *b = malloc(4 * (n + 8)), *o = malloc(4 * (n + 8));
  for (int i = 0; i < n + 8; i++) { a[i] = (int)(lcg() % 20000) - 10000; b[i] = (int)(lcg() % 100); o[i] = 0; }
  kern ks[3] = {kadd, kmul, kmix};
  int len = n;
  for (int c = 0; c < calls; c++) {
    kern k = ks[(c + c / 3) % 3];
    caller1(k, o, (c & 1) ? a : b, len, c);
    long long s = ksum(o, len);
    int mx = kmax(o, len);
    len = n - (int)((unsigned long long)s % 3ull);
    if (len < 1) len = 1;
    if (n > 1) caller2(ks[c % 3], (s & 1) ? o : b, len, c);
    if (c % 4 == 1) memcpy(a, o, 4 * (len / 2));
    if (c % 4 == 3) memset(b + len / 3, 0, 4 * (len / 3));
    printf("c%d s=%lld mx=%d len=%d o=%u a=%u b=%u\n", c, s, mx, len, hashb(o, 4u * (n + 8)), hashb(a, 4u * (n + 8)),
           hashb(b, 4u * (n + 8)));
  }
  return 0;
}
