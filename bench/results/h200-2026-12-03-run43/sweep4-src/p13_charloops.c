// ARGS: 
// ARGS: 7
// ARGS: 25
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char text[20000], enc[20000], dec[20000];
static unsigned char ub[20000];
static int cnt[20000];
int main(int argc, char **argv) {
  int key = argc > 1 ? atoi(argv[1]) : 3;
  int n = 16000;
  for (int i = 0; i < n; i++) text[i] = (i % 11 == 0) ? ' ' : (char)('a' + (i * 7 + i / 13) % 26);
  for (int i = 0; i < n; i++) {
    char c = text[i];
    enc[i] = (c >= 'a' && c <= 'z') ? (char)('a' + (c - 'a' + key) % 26) : c;
  }
  for (int i = 0; i < n; i++) {
    char c = enc[i];
    dec[i] = (c >= 'a' && c <= 'z') ? (char)('a' + (c - 'a' + 26 - key % 26) % 26) : c;
  }
  for (int i = 0; i < n; i++) ub[i] = (unsigned char)(text[i] ^ enc[i]) + (unsigned char)i;
  for (int i = 0; i < n; i++) { char c = enc[i]; cnt[i] = (c == ' ') ? -1 : (c >= 'a' && c <= 'm') ? 1 : (c == 'z' ? 100 : 0); }
  for (int i = 0; i < n; i++) enc[i] = (enc[i] >= 'a' && enc[i] <= 'z') ? enc[i] - 32 : enc[i];
  for (int i = 1; i < n; i++) if (text[i] == ' ') cnt[i] += (text[i - 1] != ' ');
  int ok = memcmp(text, dec, n) == 0;
  unsigned h = 0; long long cs = 0;
  for (int i = 0; i < n; i++) { h = h * 131 + ub[i]; cs += cnt[i]; }
  signed char sc[256];
  for (int i = 0; i < 256; i++) sc[i] = (signed char)(i * key);
  int ss = 0;
  for (int i = 0; i < 256; i++) ss += sc[i] >> 1;
  enc[n] = 0;
  printf("ok=%d h=%u cs=%lld ss=%d %.50s\n", ok, h, cs, ss, enc + 100);
  return 0;
}
