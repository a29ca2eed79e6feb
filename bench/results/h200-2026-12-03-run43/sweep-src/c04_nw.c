// ARGS: 63 10
// ARGS: 1 -3
// Rodinia Needleman-Wunsch: global alignment score matrix filled by anti-diagonals (the
// wavefront: cells of one diagonal are independent), BLOSUM-like reference table, traceback.
#include <stdio.h>
#include <stdlib.h>

#define MAXN 130
static int score[MAXN * MAXN];
static int ref[MAXN * MAXN];
static int blosum[24][24];
static int seqa[MAXN], seqb[MAXN];

static inline int max3(int a, int b, int c) {
  int k = a > b ? a : b;
  return k > c ? k : c;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64;
  int penalty = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || n >= MAXN) return 2;
  int dim = n + 1;
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++) blosum[i][j] = (i == j) ? 4 + i % 5 : ((i * 7 + j * 3) % 9) - 4;
  unsigned s = 11u;
  for (int i = 1; i < dim; i++) { s = s * 1664525u + 1013904223u; seqa[i] = (s >> 20) % 10 + 1; }
  for (int i = 1; i < dim; i++) { s = s * 1664525u + 1013904223u; seqb[i] = (s >> 20) % 10 + 1; }
  for (int i = 0; i < dim; i++)
    for (int j = 0; j < dim; j++) ref[i * dim + j] = blosum[seqa[i]][seqb[j]];
  for (int i = 0; i < dim; i++) score[i * dim] = -i * penalty;
  for (int j = 0; j < dim; j++) score[j] = -j * penalty;
  // top-left triangle of anti-diagonals
  for (int d = 0; d < n; d++) {
    for (int k = 0; k <= d; k++) {
      int i = k + 1, j = d - k + 1;
      int idx = i * dim + j;
      score[idx] = max3(score[idx - dim - 1] + ref[idx], score[idx - 1] - penalty,
                        score[idx - dim] - penalty);
    }
  }
  // bottom-right triangle
  for (int d = n - 2; d >= 0; d--) {
    for (int k = 0; k <= d; k++) {
      int i = n - d + k, j = n - k;
      int idx = i * dim + j;
      score[idx] = max3(score[idx - dim - 1] + ref[idx], score[idx - 1] - penalty,
                        score[idx - dim] - penalty);
    }
  }
  long long cs = 0;
  for (int i = 0; i < dim * dim; i++) cs += (long long)score[i] * ((i & 15) + 1);
  printf("final %d checksum %lld\n", score[dim * dim - 1], cs);
  // traceback
  int i = n, j = n, steps = 0, matches = 0;
  while (i > 0 && j > 0) {
    int idx = i * dim + j;
    if (score[idx] == score[idx - dim - 1] + ref[idx]) { matches += seqa[i] == seqb[j]; i--; j--; }
    else if (score[idx] == score[idx - 1] - penalty) j--;
    else i--;
    steps++;
  }
  printf("trace steps %d matches %d end %d %d\n", steps, matches, i, j);
  return 0;
}
