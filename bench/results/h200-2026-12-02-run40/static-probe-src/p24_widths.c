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
/* p24: different strides AND different access widths on one global buffer; byte-exact just-meet / just-apart */
#define M 50
static unsigned char buf[2048];
#define U8(o) (*(unsigned char *)(buf + (o)))
#define U16(o) (*(unsigned short *)(buf + (o)))
#define U32(o) (*(unsigned *)(buf + (o)))
#define U64(o) (*(unsigned long long *)(buf + (o)))
/* write U32 at 8i (bytes 8i..8i+3, max last byte 8(M-1)+3 = 395); read U8 at i+K */
#define A1(K) static void a1_##K(void) { for (int i = 0; i < M; i++) U32(8 * i) = U8(i + (K)) + 1u; }
/* write U8 at 2i+K; read U64 at 8i (max last byte 8(M-1)+7 = 399) */
#define A2(K) static void a2_##K(void) { for (int i = 0; i < M; i++) U8(2 * i + (K)) = (unsigned char)(U64(8 * i) >> 8); }
/* write U16 at 3i+K (bytes 3i+K..3i+K+1); read U32 at 4i (max 199) */
#define A3(K) static void a3_##K(void) { for (int i = 0; i < M; i++) U16(3 * i + (K)) = (unsigned short)(U32(4 * i) + 3u); }
/* write U64 at 16i (max byte 16*49+7=791); read U16 at 2i+K */
#define A4(K) static void a4_##K(void) { for (int i = 0; i < M; i++) U64(16 * i) = U16(2 * i + (K)) * 0x10001ull; }
#define ALL(K) A1(K) A2(K) A3(K) A4(K)
ALL(0) ALL(194) ALL(195) ALL(196) ALL(197) ALL(198) ALL(199) ALL(200) ALL(201) ALL(394) ALL(395) ALL(396) ALL(398) ALL(399) ALL(400) ALL(790) ALL(791) ALL(792)
#define CALL(K) a1_##K(); S a2_##K(); S a3_##K(); S a4_##K(); S

int main(void) {
  rs = seed_v;
  for (int i = 0; i < 2048; i++) buf[i] = (unsigned char)rnd();
  unsigned long long acc = 0;
#define S acc = acc * 7 + hsh(buf, sizeof buf);
  CALL(0) CALL(194) CALL(195) CALL(196) CALL(197) CALL(198) CALL(199) CALL(200) CALL(201) CALL(394) CALL(395) CALL(396) CALL(398) CALL(399) CALL(400) CALL(790) CALL(791) CALL(792)
  PR("buf", buf);
  printf("acc %016llx\n", acc);
  return 0;
}
