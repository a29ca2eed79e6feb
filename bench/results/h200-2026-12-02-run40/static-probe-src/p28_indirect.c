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
/* p28: indirect (gather/scatter) indices held in global arrays: permutations, duplicates, self-indexing */
#define N 256
static unsigned a[N], b[N], perm[N], dup[N], idx[N + 1];

static void k1(void) { for (int i = 0; i < N; i++) a[perm[i]] = b[i] + 1u; }          /* scatter, permutation */
static void k2(void) { for (int i = 0; i < N; i++) b[i] = a[perm[i]] * 3u; }          /* gather */
static void k3(void) { for (int i = 0; i < N; i++) a[dup[i]] = a[i] + (unsigned)i; }  /* scatter with duplicates into the array read */
static void k4(void) { for (int i = 0; i < N; i++) a[dup[i]] += 1u; }                 /* histogram-like */
static void k5(void) { for (int i = 0; i < N; i++) a[i] = a[a[i] % N] + 1u; }         /* self-indexed */
static void k6(void) { for (int i = 0; i < N; i++) { idx[i + 1] = (idx[i] * 5u + 3u) % N; b[idx[i]] = (unsigned)i; } }
static void k7(void) { for (int i = 0; i < N; i++) perm[i] = perm[perm[i]]; }
static void k8(void) { for (int i = 0; i < N; i++) a[perm[i]] = a[perm[(i + 1) % N]] ^ 5u; }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) { a[i] = rnd(); b[i] = rnd(); perm[i] = (unsigned)i; dup[i] = rnd() % 16; }
  for (int i = N - 1; i > 0; i--) { unsigned j = rnd() % (unsigned)(i + 1); unsigned t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
  idx[0] = 1;
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(a, sizeof a) + 3 * hsh(b, sizeof b) + 5 * hsh(perm, sizeof perm) + 11 * hsh(idx, sizeof idx);
  k1(); S k2(); S k3(); S k4(); S k5(); S k6(); S k8(); S k7(); S
  PR("a", a); PR("b", b); PR("perm", perm); PR("dup", dup); PR("idx", idx);
  printf("acc %016llx\n", acc);
  return 0;
}
