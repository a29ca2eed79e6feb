// r03: Rodinia-style Needleman-Wunsch global alignment. Two char sequences over a 20-letter
// alphabet, a static BLOSUM-like int table, a static (n+1)x(n+1) score matrix filled along
// anti-diagonals (the cells of one anti-diagonal are independent: max of three with a gap
// penalty), then a sequential traceback with a while loop and a pass counting identities.
// ARGS: 300 10
// ARGS: 97 3
// ARGS: 2 7
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 400
static int score[MAXN + 1][MAXN + 1];
static int blosum[20][20];
static char seqa[MAXN + 1], seqb[MAXN + 1];
static char outa[2 * MAXN + 2], outb[2 * MAXN + 2];

static int max3(int a, int b, int c) {
  int m = a > b ? a : b;
  return m > c ? m : c;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int pen = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1) n = 1;
  if (n > MAXN) n = MAXN;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++)
      blosum[i][j] = i == j ? 4 + (i % 5) : ((i * 7 + j * 3) % 9) - 4;
  unsigned s = 4242u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    seqa[i] = (char)('A' + (s >> 16) % 20);
    s = s * 1103515245u + 12345u;
    // seqb: mostly a mutated copy of seqa
    seqb[i] = ((s >> 16) % 4 == 0) ? (char)('A' + (s >> 20) % 20) : seqa[i];
  }
  for (int i = 0; i <= n; i++) score[i][0] = -i * pen;
  for (int j = 0; j <= n; j++) score[0][j] = -j * pen;
  // anti-diagonals d = i + j, from 2 to 2n
  for (int d = 2; d <= 2 * n; d++) {
    int ilo = d - n > 1 ? d - n : 1;
    int ihi = d - 1 < n ? d - 1 : n;
    for (int i = ilo; i <= ihi; i++) {
      int j = d - i;
      int m = blosum[seqa[i - 1] - 'A'][seqb[j - 1] - 'A'];
      score[i][j] = max3(score[i - 1][j - 1] + m, score[i - 1][j] - pen, score[i][j - 1] - pen);
    }
  }
  // traceback
  int i = n, j = n, k = 0;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 &&
        score[i][j] == score[i - 1][j - 1] + blosum[seqa[i - 1] - 'A'][seqb[j - 1] - 'A']) {
      outa[k] = seqa[i - 1]; outb[k] = seqb[j - 1]; i--; j--;
    } else if (i > 0 && score[i][j] == score[i - 1][j] - pen) {
      outa[k] = seqa[i - 1]; outb[k] = '-'; i--;
    } else {
      outa[k] = '-'; outb[k] = seqb[j - 1]; j--;
    }
    k++;
  }
  int ident = 0, gaps = 0;
  for (int t = 0; t < k; t++) {
    if (outa[t] == outb[t]) ident++;
    else if (outa[t] == '-' || outb[t] == '-') gaps++;
  }
  long long cs = 0;
  for (int a = 0; a <= n; a++)
    for (int b = 0; b <= n; b++) cs += (long long)score[a][b] * ((a ^ b) & 15);
  // reverse first 40 chars for printing
  char pa[41], pb[41];
  int show = k < 40 ? k : 40;
  for (int t = 0; t < show; t++) { pa[t] = outa[k - 1 - t]; pb[t] = outb[k - 1 - t]; }
  pa[show] = pb[show] = 0;
  printf("score=%d len=%d ident=%d gaps=%d cs=%lld\n", score[n][n], k, ident, gaps, cs);
  printf("%s\n%s\n", pa, pb);
  return 0;
}
