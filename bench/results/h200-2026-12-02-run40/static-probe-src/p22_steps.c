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
/* p22: steps 2/3/5 with bounds not a multiple of the step, <= vs <, and reads just at the true last write */
static unsigned a[1024];
#define A (a + 256)   /* every access is 256 elements in, so negative offsets stay inside */
/* for (i = 0; i < 10; i += 3): i = 0,3,6,9. write a[2i] max 18. read a[i + K]. */
#define S3(K) static void s3_##K(void) { for (int i = 0; i < 10; i += 3) A[2 * i] = A[i + (K)] + 1u; }
#define S3R(K) static void s3r_##K(void) { for (int i = 0; i < 10; i += 3) A[i + (K)] = A[2 * i] * 3u + 1u; }
/* i = 1,6,11,16 (i < 17, step 5): write a[3i] max 48, read a[i+K] */
#define S5(K) static void s5_##K(void) { for (int i = 1; i < 17; i += 5) A[3 * i] = A[i + (K)] ^ 0x33u; }
#define S5R(K) static void s5r_##K(void) { for (int i = 1; i < 17; i += 5) A[i + (K)] = A[3 * i] + 5u; }
/* i <= 20 step 2 from 3: 3,5,...,19. write a[2i+1] max 39, read a[3i + K] (min 9+K) */
#define S2(K) static void s2_##K(void) { for (int i = 3; i <= 20; i += 2) A[2 * i + 1] = A[3 * i + (K)] + 11u; }
/* descending step -3 from 40 while i > 2: 40,37,...,4 (i=4 last). write a[2i] min 8, read a[i - K] (max 40-K) */
#define D3(K) static void d3_##K(void) { for (int i = 40; i > 2; i -= 3) A[2 * i] = A[i - (K)] + 13u; }
/* unsigned, != bound, step 4: 0,4,...,60. write a[i/2*... ] -> a[i + 100], read a[2*i + K] */
#define U4(K) static void u4_##K(void) { for (unsigned i = 0; i != 64; i += 4) A[i + 100] = A[2 * i + (K)] + 17u; }
#define ALL(K) S3(K) S3R(K) S5(K) S5R(K) S2(K) D3(K) U4(K)
ALL(8) ALL(9) ALL(10) ALL(17) ALL(18) ALL(19) ALL(20) ALL(30) ALL(31) ALL(32) ALL(33) ALL(47) ALL(48) ALL(49) ALL(100) ALL(101) ALL(164)
#define CALL(K) s3_##K(); s3r_##K(); acc = acc * 7 + hsh(a, sizeof a); s5_##K(); s5r_##K(); acc = acc * 7 + hsh(a, sizeof a); \
  s2_##K(); acc = acc * 7 + hsh(a, sizeof a); d3_##K(); acc = acc * 7 + hsh(a, sizeof a); u4_##K(); acc = acc * 7 + hsh(a, sizeof a);
int main(void) {
  rs = seed_v;
  for (int i = 0; i < 1024; i++) a[i] = rnd();
  unsigned long long acc = 0;
  CALL(8) CALL(9) CALL(10) CALL(17) CALL(18) CALL(19) CALL(20) CALL(30) CALL(31) CALL(32) CALL(33) CALL(47) CALL(48) CALL(49) CALL(100) CALL(101) CALL(164)
  PR("a", a);
  printf("acc %016llx\n", acc);
  return 0;
}
