#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// string loops: snprintf into rows of a char matrix, strlen per row, in-place reverse, strcpy/strcat,
// character histogram, a strstr count, all inside an outer loop
// ARGS: 5 3
// ARGS: 1 1
// ARGS: 0 2
// ARGS: 40 4
int main(int argc, char **argv) {
  int n = atoi(argv[1]), R = atoi(argv[2]);
  char (*rows)[48] = calloc(n + 1, 48);
  int hist[128] = {0};
  char *cat = calloc(48 * (n + 1) + 1, 1);
  for (int r = 0; r < R; r++) {
    for (int i = 0; i < n; i++) snprintf(rows[i], 48, "row%d-%d:%x", i, r, i * r * 2654435761u);
    for (int i = 0; i < n; i++) { int L = (int)strlen(rows[i]); for (int j = 0; j < L / 2; j++) { char t = rows[i][j]; rows[i][j] = rows[i][L - 1 - j]; rows[i][L - 1 - j] = t; } }
    cat[0] = 0;
    for (int i = 0; i < n; i++) strcat(cat, rows[i]);
    for (int i = 0; cat[i]; i++) hist[(unsigned char)cat[i] & 127]++;
  }
  int cnt = 0; for (const char *p = cat; (p = strstr(p, "-")) != NULL; p++) cnt++;
  unsigned h = 0; for (int i = 0; i < 128; i++) h = h * 31 + hist[i];
  printf("%zu %d %u %s\n", strlen(cat), cnt, h, n ? rows[n - 1] : "");
  return 0;
}
