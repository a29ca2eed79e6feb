// ARGS: 601 777
// ARGS: 1001 64
// Smith-Waterman local alignment (affine-free) by anti-diagonals, and Levenshtein edit distance.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char ALPHA[4] = { 'A', 'C', 'G', 'T' };

static int max2(int a, int b) { return a > b ? a : b; }

static void gen(char *s, int n, unsigned seed) {
  for (int i = 0; i < n; i++) { seed = seed * 69069u + 1u; s[i] = ALPHA[(seed >> 16) & 3]; }
  s[n] = 0;
}

/* H is (n+1) x (m+1); fill by anti-diagonals d = i + j */
static int sw(const char *a, int n, const char *b, int m, int *H) {
  const int W = m + 1, MATCH = 3, MIS = -3, GAP = 2;
  memset(H, 0, sizeof(int) * (n + 1) * W);
  for (int d = 2; d <= n + m; d++) {
    int ilo = d - m > 1 ? d - m : 1, ihi = d - 1 < n ? d - 1 : n;
    for (int i = ilo; i <= ihi; i++) {
      int j = d - i;
      int diag = H[(i - 1) * W + j - 1] + (a[i - 1] == b[j - 1] ? MATCH : MIS);
      int v = max2(0, max2(diag, max2(H[(i - 1) * W + j] - GAP, H[i * W + j - 1] - GAP)));
      H[i * W + j] = v;
    }
  }
  int best = 0;
  for (int k = 0; k < (n + 1) * W; k++) best = max2(best, H[k]);
  return best;
}

static int lev(const char *a, int n, const char *b, int m, int *prev, int *cur) {
  for (int j = 0; j <= m; j++) prev[j] = j;
  for (int i = 1; i <= n; i++) {
    cur[0] = i;
    for (int j = 1; j <= m; j++) {
      int c = prev[j - 1] + (a[i - 1] != b[j - 1]);
      int d = prev[j] + 1, e = cur[j - 1] + 1;
      cur[j] = c < d ? (c < e ? c : e) : (d < e ? d : e);
    }
    int *t = prev; prev = cur; cur = t;
  }
  return prev[m];
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]), m = atoi(argv[2]);
  char *a = malloc(n + 1), *b = malloc(m + 1);
  gen(a, n, 1); gen(b, m, 2);
  for (int i = 0; i + 20 < n && i + 20 < m; i += 97) memcpy(b + i, a + i, 20);
  int *H = malloc(sizeof(int) * (n + 1) * (m + 1));
  int *p = malloc(sizeof(int) * (m + 1)), *q = malloc(sizeof(int) * (m + 1));
  int best = sw(a, n, b, m, H);
  long long hs = 0; unsigned hh = 0;
  for (int k = 0; k < (n + 1) * (m + 1); k++) { hs += H[k]; hh = hh * 31u + (unsigned)H[k]; }
  int ed = lev(a, n, b, m, p, q);
  printf("sw best=%d sum=%lld hash=%u\n", best, hs, hh);
  printf("edit=%d\n", ed);
  free(a); free(b); free(H); free(p); free(q);
  return 0;
}
