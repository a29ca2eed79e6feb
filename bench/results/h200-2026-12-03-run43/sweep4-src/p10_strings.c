// ARGS: 
// ARGS: 13
// ARGS: 25 the quick brown fox
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
static char text[16384], enc[16384], rle[40000], tmp[16384];
static const char *words[] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"};
int main(int argc, char **argv) {
  int key = argc > 1 ? atoi(argv[1]) : 3;
  int len = 0;
  for (int i = 0; len < 12000; i++) {
    const char *w = (argc > 2 && i % 3 == 0) ? argv[2 + i % (argc - 2)] : words[(i * 7) % 10];
    size_t l = strlen(w);
    memcpy(text + len, w, l); len += l;
    int sp = 1 + (i % 4 == 0);
    memset(text + len, i % 9 == 0 ? ',' : ' ', sp); len += sp;
  }
  text[len] = 0;
  for (int i = 0; i < len; i++) {
    char c = text[i];
    enc[i] = islower((unsigned char)c) ? 'a' + (c - 'a' + key) % 26 : c;
  }
  enc[len] = 0;
  int words_n = 0, in = 0;
  for (int i = 0; i < len; i++) { int a = isalpha((unsigned char)enc[i]); if (a && !in) words_n++; in = a; }
  int r = 0;
  for (int i = 0; i < len;) { int j = i; while (j < len && enc[j] == enc[i] && j - i < 255) j++; r += sprintf(rle + r, "%d%c", j - i, enc[i]); i = j; }
  int cmps = 0;
  for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) cmps += strcmp(words[i], words[j]) < 0;
  memcpy(tmp, enc, len + 1);
  memmove(tmp + 5, tmp, 1000);
  memmove(tmp + 2000, tmp + 2010, 3000);
  unsigned h = 0;
  for (int i = 0; i < len; i++) h = h * 131 + (unsigned char)tmp[i];
  char *save, *tok = strtok_r(text, " ,", &save);
  int ntok = 0; size_t tl = 0; char longest[64] = "";
  while (tok) { ntok++; tl += strlen(tok); if (strlen(tok) > strlen(longest) && strlen(tok) < 63) strcpy(longest, tok); tok = strtok_r(NULL, " ,", &save); }
  int hist[26] = {0};
  for (int i = 0; i < len; i++) if (enc[i] >= 'a' && enc[i] <= 'z') hist[enc[i] - 'a']++;
  printf("len=%d words=%d rle=%d cmps=%d h=%u ntok=%d tl=%zu longest=%s\n", len, words_n, r, cmps, h, ntok, tl, longest);
  for (int i = 0; i < 26; i++) printf("%d%c", hist[i], i == 25 ? '\n' : ' ');
  printf("%.60s\n%.40s\n", enc, rle);
  return 0;
}
