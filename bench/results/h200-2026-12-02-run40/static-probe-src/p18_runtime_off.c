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
/* p18: offsets known only at run time (launch-time overlap test) on static arrays */
#define N 300
static unsigned a[3 * N + 4], b[3 * N + 4];
static volatile int offs[] = { 0, 1, -1, 2, 3, N - 1, N, N + 1, -N + 1, 150, 149, 151 };

__attribute__((noinline)) static void shift(int k) { for (int i = N; i < 2 * N; i++) a[i] = a[i + k] + 1u; }
__attribute__((noinline)) static void shift2(int k) { for (int i = 0; i < N; i++) a[N + 2 * i - N] = a[N + i + k] ^ 7u; }  /* a[2i] = a[N+i+k] */
__attribute__((noinline)) static void cell(int k1, int k2) { for (int i = 0; i < N; i++) { b[N + k1] = b[N + k2] + b[i + N]; } }
__attribute__((noinline)) static void cell2(int k) { for (int i = N; i < 2 * N; i++) b[i] = b[N + k] * 3u + (unsigned)i; }
__attribute__((noinline)) static void win(int lo, int hi) { for (int i = lo; i < hi; i++) a[i] = a[i - 1] + a[i]; }
__attribute__((noinline)) static void two(int k) { for (int i = 0; i < N; i++) { a[N + i] = b[N + i + k]; b[N + i] = a[N + i + 1]; } }

int main(int argc, char **argv) {
  (void)argv;
  rs = seed_v + (unsigned)argc;
  for (int i = 0; i < 3 * N + 4; i++) { a[i] = rnd(); b[i] = rnd(); }
  unsigned long long acc = 0;
  int no = (int)(sizeof offs / sizeof offs[0]);
  for (int t = 0; t < no; t++) {
    int k = offs[t];
    shift(k); acc = acc * 7 + hsh(a, sizeof a);
    if (k >= 0 && k < N) { shift2(k); acc = acc * 7 + hsh(a, sizeof a); }
    cell(k, offs[(t + 1) % no]); acc = acc * 7 + hsh(b, sizeof b);
    cell(k, k); acc = acc * 7 + hsh(b, sizeof b);
    cell2(k); acc = acc * 7 + hsh(b, sizeof b);
    two(k); acc = acc * 7 + hsh(a, sizeof a) + hsh(b, sizeof b);
  }
  win(1, N); win(N, N + 1); win(2 * N, 2 * N + 2); win(5, 4);
  PR("a", a); PR("b", b);
  printf("acc %016llx\n", acc);
  return 0;
}
