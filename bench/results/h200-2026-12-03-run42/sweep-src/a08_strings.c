// ARGS: 3000
// ARGS: 17
// Strings: sprintf, strlen, strcmp, qsort with comparator, realloc growth, memcpy/memset, char
// frequency tables, per-string hashing loop nests.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static int cmpint_desc(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x < y) - (x > y); }

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int cap = 4, cnt = 0;
  char **words = malloc(sizeof(char *) * cap);
  for (int i = 0; i < n; i++) {
    char buf[64];
    int len = sprintf(buf, "w%d_%x_%s", (i * 7919) % 1009, i * 31, (i % 3) ? "abc" : "Zy");
    if (cnt == cap) { cap *= 2; words = realloc(words, sizeof(char *) * cap); }
    words[cnt] = malloc(len + 1);
    memcpy(words[cnt], buf, len + 1);
    cnt++;
  }
  qsort(words, cnt, sizeof(char *), cmp);
  int dups = 0; size_t total = 0;
  for (int i = 0; i < cnt; i++) { total += strlen(words[i]); if (i && strcmp(words[i], words[i - 1]) == 0) dups++; }
  /* char frequency table over all words */
  int freq[256];
  memset(freq, 0, sizeof freq);
  for (int i = 0; i < cnt; i++)
    for (const char *p = words[i]; *p; p++) freq[(unsigned char)*p]++;
  /* per-string hash */
  unsigned *hs = malloc(sizeof(unsigned) * cnt);
  for (int i = 0; i < cnt; i++) {
    unsigned h = 5381;
    int L = (int)strlen(words[i]);
    for (int k = 0; k < L; k++) h = h * 33 + (unsigned char)words[i][k];
    hs[i] = h;
  }
  /* concatenate everything into one growing buffer */
  char *cat = NULL; size_t clen = 0, ccap = 0;
  for (int i = 0; i < cnt; i++) {
    size_t L = strlen(words[i]);
    if (clen + L + 2 > ccap) { ccap = (clen + L + 2) * 2; cat = realloc(cat, ccap); }
    memcpy(cat + clen, words[i], L); clen += L; cat[clen++] = ',';
  }
  cat[clen] = 0;
  for (size_t i = 0; i < clen; i++) cat[i] = (char)toupper((unsigned char)cat[i]);
  int *fr = malloc(sizeof(int) * 256);
  memcpy(fr, freq, sizeof freq);
  qsort(fr, 256, sizeof(int), cmpint_desc);
  unsigned hsum = 0;
  for (int i = 0; i < cnt; i++) hsum = hsum * 7 + hs[i];
  /* memset pattern in a loop */
  char *blk = malloc(64 * 65);
  for (int i = 0; i < 64; i++) memset(blk + i * 65, 'a' + i % 26, (size_t)(i % 65));
  long bs = 0;
  for (int i = 0; i < 64; i++) for (int k = 0; k < i % 65; k++) bs += blk[i * 65 + k];
  printf("cnt=%d dups=%d total=%zu clen=%zu hsum=%08x bs=%ld\n", cnt, dups, total, clen, hsum, bs);
  printf("first=%s last=%s mid=%s\n", words[0], words[cnt - 1], words[cnt / 2]);
  printf("top freq %d %d %d; freq['_']=%d freq['a']=%d\n", fr[0], fr[1], fr[2], freq['_'], freq['a']);
  printf("cat head %.40s\n", cat);
  for (int i = 0; i < cnt; i++) free(words[i]);
  free(words); free(hs); free(cat); free(fr); free(blk);
  return 0;
}
