#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// const tables in data segments read in kernels, large bss arrays (static, zero-initialised),
// stack arrays in main passed to noinline functions, initialised non-const global arrays modified
// ARGS: 17 2
// ARGS: 0 1
// ARGS: 1 1
// ARGS: 255 3
// ARGS: 1000 2
// ARGS: 4099 2
static const uint8_t sbox[16] = { 12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2 };
static const float wts[7] = { 0.0625f, 0.125f, 0.1875f, 0.25f, 0.1875f, 0.125f, 0.0625f };
int gtab[10] = { 1, 2, 3, 5, 8, 13, 21, 34, 55, 89 };
static float big[1 << 16];
static int bigi[70000];
__attribute__((noinline)) static void conv7(const float *in, float *out, int n) {
  for (int i = 3; i < n - 3; i++) { float s = 0; for (int k = 0; k < 7; k++) s += wts[k] * in[i + k - 3]; out[i] = s; }
}
__attribute__((noinline)) static void subst(uint8_t *x, int n) { for (int i = 0; i < n; i++) x[i] = (uint8_t)(sbox[x[i] & 15] | (sbox[x[i] >> 4] << 4)); }
__attribute__((noinline)) static int sumstack(const int *s, int n) { int t = 0; for (int i = 0; i < n; i++) t += s[i] * gtab[i % 10]; return t; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  if (n > 60000) n = 60000;
  int stk[64]; float fst[64]; uint8_t bst[300];
  for (int i = 0; i < 64; i++) { stk[i] = i * i - 100; fst[i] = (float)i; }
  for (int i = 0; i < 300; i++) bst[i] = (uint8_t)(i * 7);
  for (int i = 0; i < n; i++) big[i] = (float)(i % 17);
  for (int t = 0; t < T; t++) {
    conv7(big, big + 30000, n < 30000 ? n : 30000);
    for (int i = 0; i < n; i++) bigi[i] += gtab[i % 10] * (t + 1) + sbox[i & 15];
    for (int i = 0; i < 10; i++) gtab[i] += t;
    subst(bst, 300);
    conv7(fst, fst, 64);  // in-place: reads overlap writes
  }
  long long s = 0; double fs = 0;
  for (int i = 0; i < n; i++) { s += bigi[i] * (long long)(i % 3 + 1); fs += big[30000 + (i % 30000)]; }
  for (int i = 0; i < 300; i++) s = s * 3 + bst[i];
  printf("%lld %.17g %d\n", s, fs, sumstack(stk, 64));
  for (int i = 0; i < 64; i += 7) printf("%.9g ", fst[i]);
  printf("\n");
  return 0;
}
