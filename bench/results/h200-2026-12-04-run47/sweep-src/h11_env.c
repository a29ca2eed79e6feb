// h11: argv strings and environment steer kernels: argv[3] names the op (add/mul/xor/...), its
// characters are read inside a kernel (o[i] = a[i] + s[i % len]), strlen(argv[4]) is a stride, and
// getenv("HSWEEP_K") (unset in the sweep) gives a shift (default 2).
// ARGS: 1000 10 add hello
// ARGS: 1 3 mul x
// ARGS: 7 6 xor abcdefghijklmnopqrstuvwxyz
// ARGS: 300 8 zzz ab
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 2111u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void withstr(int *o, const int *a, const char *s, int len, int n) {
  for (int i = 0; i < n; i++) o[i] = a[i] + s[i % len] * (i & 3);
}
__attribute__((noinline)) void strided(int *o, const int *a, int n, int st, int sh) {
  for (int i = 0; i < n; i++) o[i * st] = (a[i] << sh) ^ o[i * st];
}
__attribute__((noinline)) void opk(int *o, const int *a, const int *b, int n, int op) {
  for (int i = 0; i < n; i++) o[i] = op == 0 ? a[i] + b[i] : op == 1 ? a[i] * b[i] : op == 2 ? a[i] ^ b[i] : a[i] - b[i];
}
__attribute__((noinline)) void upper(char *s, int len) {
  for (int i = 0; i < len; i++) s[i] = (s[i] >= 'a' && s[i] <= 'z') ? s[i] - 32 : s[i] + 1;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  const char *opname = argv[3];
  char *word = argv[4];
  int len = (int)strlen(word);
  const char *ks = getenv("HSWEEP_K");
  int sh = ks ? atoi(ks) : 2;
  int op = !strcmp(opname, "add") ? 0 : !strcmp(opname, "mul") ? 1 : !strcmp(opname, "xor") ? 2 : 3;
  int *a = malloc(4 * n), *b = malloc(4 * n), *o = malloc(4 * n * (len + 1));
  for (int i = 0; i < n; i++) { a[i] = (int)(lcg() % 5000); b[i] = (int)(lcg() % 300); }
  for (int i = 0; i < n * (len + 1); i++) o[i] = 0;
  for (int c = 0; c < calls; c++) {
    withstr(o, a, word, len, n);
    unsigned h1 = hashb(o, 4u * n);
    strided(o, a, n, len, sh + (c & 1));
    opk(b, a, b, n, (op + c) & 3);
    upper(word, len);
    printf("c%d %s %s sh=%d %u %u %u\n", c, opname, word, sh, h1, hashb(o, 4u * n * (len + 1)), hashb(b, 4u * n));
  }
  return 0;
}
