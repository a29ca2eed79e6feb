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
/* p26: strides and bounds known only at launch; strides that wrap around 2^32 in wasm address arithmetic */
#define M 64
static unsigned a[1024];
static volatile unsigned vs[] = { 1, 2, 3, 0, 0x40000001u, 0xffffffffu, 0x80000001u };
static volatile int vk[] = { 0, 1, 63, 64, 126, 127, 128, 200 };

/* write a[s*i] (wasm: base + 4*s*i mod 2^32), read a[i + k] */
__attribute__((noinline)) static void rs1(unsigned s, int k) { for (unsigned i = 0; i < M; i++) a[256 + s * i] = a[256 + i + k] + 1u; }
/* write a[i + k], read a[s*i] */
__attribute__((noinline)) static void rs2(unsigned s, int k) { for (unsigned i = 0; i < M; i++) a[256 + i + k] = a[256 + s * i] * 3u; }
/* unsigned wrap of i - 1 at i = 0: reads the element before */
__attribute__((noinline)) static void wr(void) { for (unsigned i = 0; i < M; i++) a[512 + i] = a[512 + (i - 1u)] + 5u; }
/* explicit byte offset that wraps: base + (i * 0x40000001) * 4 == base + 4*i (mod 2^32) */
static void wr2(void) { for (unsigned i = 0; i < M; i++) { unsigned *p = (unsigned *)((unsigned char *)a + 2048 + (i * 0x40000001u) * 4u); *p = a[512 + 2 * i] + 7u; } }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 1024; i++) a[i] = rnd();
  unsigned long long acc = 0;
  for (int si = 0; si < (int)(sizeof vs / sizeof vs[0]); si++)
    for (int ki = 0; ki < (int)(sizeof vk / sizeof vk[0]); ki++) {
      unsigned s = vs[si]; int k = vk[ki];
      /* s*i stays inside a (mod 2^32 in wasm) for these s: 0x40000001*4 = 4 (mod 2^32), 0xffffffff -> -1, 0x80000001*4 = 4 */
      if (s == 3 && k > 100) continue;
      rs1(s, k); acc = acc * 7 + hsh(a, sizeof a);
      if (s == 0xffffffffu) continue;  /* a[256 - i] fine for rs1 reading side only */
      rs2(s, k); acc = acc * 7 + hsh(a, sizeof a);
    }
  wr(); acc = acc * 7 + hsh(a, sizeof a);
  wr2(); acc = acc * 7 + hsh(a, sizeof a);
  PR("a", a);
  printf("acc %016llx\n", acc);
  return 0;
}
