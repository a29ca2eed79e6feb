// args: 2000 64
// For each pattern start position, count how many of the query strings match there (naive search).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]) * 32, m = atoi(argv[2]);
  char *text = malloc(n + 1); unsigned s = 11;
  for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; text[i] = 'a' + (s >> 16) % 4; }
  text[n] = 0;
  const char *pat = "abcab"; int pl = strlen(pat);
  int *hit = calloc(n, sizeof(int));
  for (int i = 0; i + pl <= n; i++) {
    int j = 0;
    while (j < pl && text[i + j] == pat[j]) j++;
    hit[i] = (j == pl);
  }
  long c = 0, first = -1; for (int i = 0; i < n; i++) if (hit[i]) { c++; if (first < 0) first = i; }
  printf("matches %ld first %ld (m=%d)\n", c, first, m);
  return 0;
}
