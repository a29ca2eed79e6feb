// r02: Rodinia-style pathfinder. Dynamic programming row by row over a static global
// wall[ROWS][COLS] of ints: each cell of the next row adds its weight to the min of its three
// upper neighbours (clamped at the edges, static helper min3). Keeps every DP row in a static
// table so a sequential backtrace can recover the cheapest path; then an inclusive prefix sum
// of the last row (sequential) and a count/argmin pass.
// ARGS: 20000 40
// ARGS: 777 13
// ARGS: 3 5
#include <stdio.h>
#include <stdlib.h>

#define MAXC 20000
#define MAXR 40
static int wall[MAXR][MAXC];
static int dp[MAXR][MAXC];
static long long prefix[MAXC];
static int path[MAXR];

static inline int min2(int a, int b) { return a < b ? a : b; }
static int min3(int a, int b, int c) { return min2(a, min2(b, c)); }

int main(int argc, char **argv) {
  int cols = argc > 1 ? atoi(argv[1]) : 1000;
  int rows = argc > 2 ? atoi(argv[2]) : 10;
  if (cols < 1) cols = 1;
  if (cols > MAXC) cols = MAXC;
  if (rows < 1) rows = 1;
  if (rows > MAXR) rows = MAXR;
  unsigned seed = 9;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      seed = seed * 1664525u + 1013904223u;
      wall[r][c] = (int)((seed >> 24) % 10);
    }
  for (int c = 0; c < cols; c++) dp[0][c] = wall[0][c];
  for (int r = 1; r < rows; r++) {
    for (int c = 0; c < cols; c++) {
      int left = dp[r - 1][c > 0 ? c - 1 : c];
      int up = dp[r - 1][c];
      int right = dp[r - 1][c < cols - 1 ? c + 1 : c];
      dp[r][c] = wall[r][c] + min3(left, up, right);
    }
  }
  // argmin of the last row, first occurrence
  int best = dp[rows - 1][0], bc = 0;
  for (int c = 1; c < cols; c++)
    if (dp[rows - 1][c] < best) { best = dp[rows - 1][c]; bc = c; }
  // backtrace (sequential)
  path[rows - 1] = bc;
  for (int r = rows - 1; r > 0; r--) {
    int c = path[r], pc = c, pv = dp[r - 1][c];
    if (c > 0 && dp[r - 1][c - 1] < pv) { pv = dp[r - 1][c - 1]; pc = c - 1; }
    if (c < cols - 1 && dp[r - 1][c + 1] < pv) { pv = dp[r - 1][c + 1]; pc = c + 1; }
    path[r - 1] = pc;
  }
  long long acc = 0;
  for (int c = 0; c < cols; c++) {
    acc += dp[rows - 1][c];
    prefix[c] = acc;
  }
  int under = 0;
  long long h = 0;
  for (int c = 0; c < cols; c++) {
    if (dp[rows - 1][c] <= best + 3) under++;
    h = h * 31 + (dp[rows - 1][c] ^ (c & 7));
    h &= 0xffffffffffffLL;
  }
  printf("best=%d at col %d, under=%d\n", best, bc, under);
  printf("path:");
  for (int r = 0; r < rows && r < 8; r++) printf(" %d", path[r]);
  printf("\nprefix last=%lld mid=%lld hash=%lld\n", prefix[cols - 1], prefix[cols / 2], h);
  return 0;
}
