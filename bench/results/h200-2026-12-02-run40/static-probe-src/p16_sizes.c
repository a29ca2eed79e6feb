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
/* p16: the same kernels at sizes around unroll/vector boundaries */
#define DEF(N) \
  static unsigned a##N[2 * (N) + 4]; \
  static void st_##N(void) { for (int i = 1; i < (N); i++) a##N[i] = a##N[i - 1] + a##N[i + 1]; } \
  static void sh_##N(void) { for (int i = 0; i < (N); i++) a##N[i] = a##N[i + 1] * 3u + 1u; } \
  static void shb_##N(void) { for (int i = 0; i < (N); i++) a##N[i + 1] = a##N[i] ^ 0x5u; } \
  static void s2_##N(void) { for (int i = 0; i < (N); i++) a##N[2 * i] = a##N[i + (N) - 1] + 7u; } \
  static void s2b_##N(void) { for (int i = 0; i < (N); i++) a##N[2 * i] = a##N[2 * (N) - 1 - i] + 9u; } \
  static void rv_##N(void) { for (int i = 0; i < (N); i++) a##N[i] = a##N[(N) - 1 - i] + 2u; } \
  static void x0_##N(void) { for (int i = 0; i < (N); i++) a##N[i] = a##N[0] + (unsigned)i + 1u; } \
  static void ds_##N(void) { for (int i = (N) - 1; i >= 0; i--) a##N[i + 2] = a##N[i] + a##N[i + 1]; } \
  static void rd_##N(void) { for (int i = 0; i < (N); i++) a##N[(N) + 3] += a##N[i]; } \
  static unsigned long long run_##N(void) { \
    for (int i = 0; i < 2 * (N) + 4; i++) a##N[i] = rnd(); \
    unsigned long long acc = 0; \
    st_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    sh_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    shb_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    s2_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    s2b_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    rv_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    x0_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    ds_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    rd_##N(); acc = acc * 7 + hsh(a##N, sizeof a##N); \
    return acc; }
DEF(1) DEF(2) DEF(3) DEF(4) DEF(5) DEF(7) DEF(8) DEF(9) DEF(16) DEF(17) DEF(31) DEF(32) DEF(33) DEF(63) DEF(64) DEF(65) DEF(127) DEF(128) DEF(129)
#define RUN(N) printf("N=%-4d %016llx\n", N, run_##N());
int main(void) {
  rs = seed_v;
  RUN(1) RUN(2) RUN(3) RUN(4) RUN(5) RUN(7) RUN(8) RUN(9) RUN(16) RUN(17) RUN(31) RUN(32) RUN(33) RUN(63) RUN(64) RUN(65) RUN(127) RUN(128) RUN(129)
  return 0;
}
