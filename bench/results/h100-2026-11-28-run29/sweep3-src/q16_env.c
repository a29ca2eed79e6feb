#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
// environment variables (getenv), argv strings processed in loops: per-character transforms,
// hashing of argv, counts from env
// ENV: SCALE=3
// ENV: WORD=HelloWorld
// ARGS: 17 abcXYZ
// ARGS: 1 a
// ARGS: 0 ""
// ARGS: 5 The_quick_brown_fox_jumps_over_the_lazy_dog_0123456789
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  const char *s = argc > 2 ? argv[2] : "";
  const char *sc = getenv("SCALE"), *w = getenv("WORD"), *missing = getenv("NOT_SET_XYZ");
  int scale = sc ? atoi(sc) : 1;
  int L = (int)strlen(s), LW = w ? (int)strlen(w) : 0;
  char *up = malloc(L + 1), *mix = malloc(L + LW + 1);
  for (int i = 0; i < L; i++) up[i] = (char)toupper((unsigned char)s[i]);
  up[L] = 0;
  for (int i = 0; i < L; i++) mix[i] = (char)(s[i] ^ (i & 7));
  for (int i = 0; i < LW; i++) mix[L + i] = (char)(w[i] + 1);
  unsigned h = 5381;
  for (int i = 0; i < L + LW; i++) h = h * 33 + (unsigned char)mix[i];
  int *v = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) v[i] = (i * scale) % (L + 1) + (L ? s[i % L] : 0);
  long long t = 0; for (int i = 0; i < n; i++) t += v[i];
  printf("%s %u %lld %d %s argc=%d\n", up, h, t, scale, missing ? "set" : "unset", argc);
  return (int)(h % 7);
}
