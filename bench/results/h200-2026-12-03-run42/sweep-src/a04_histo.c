// ARGS: 200000 61
// ARGS: 4097 7
// Histograms with int counters, prefix sums, int min/max/sum/xor reductions, early break.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>

int main(int argc, char **argv) {
  int n = atoi(argv[1]), bins = atoi(argv[2]);
  int *data = malloc(sizeof(int) * n);
  unsigned s = 12345u;
  for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; data[i] = (int)((s >> 8) % 20001) - 10000; }
  int *hist = calloc(bins, sizeof(int));
  int hist2[16][16] = {{0}};
  for (int i = 0; i < n; i++) {
    int v = data[i] < 0 ? -data[i] : data[i];
    hist[v % bins]++;
    hist2[(v >> 4) & 15][v & 15] += 1;
  }
  /* reductions */
  int mn = INT_MAX, mx = INT_MIN, imn = -1; long long sum = 0; unsigned x = 0; int pos = 0;
  for (int i = 0; i < n; i++) {
    if (data[i] < mn) { mn = data[i]; imn = i; }
    if (data[i] > mx) mx = data[i];
    sum += data[i];
    x ^= (unsigned)data[i];
    pos += data[i] > 0;
  }
  printf("min=%d at %d max=%d sum=%lld xor=%08x pos=%d\n", mn, imn, mx, sum, x, pos);
  /* prefix sums: inclusive on int64, exclusive on int */
  long long *pre = malloc(sizeof(long long) * (n + 1));
  pre[0] = 0;
  for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + data[i];
  int *ex = malloc(sizeof(int) * bins);
  int acc = 0;
  for (int b = 0; b < bins; b++) { ex[b] = acc; acc += hist[b]; }
  /* first index where the running sum exceeds a threshold (early break) */
  int first = -1;
  for (int i = 1; i <= n; i++) if (pre[i] > 50000 || pre[i] < -50000) { first = i; break; }
  /* windowed sums from prefix sums */
  int w = 33; long long best = LLONG_MIN; int bi = -1;
  for (int i = 0; i + w <= n; i++) { long long ws = pre[i + w] - pre[i]; if (ws > best) { best = ws; bi = i; } }
  unsigned long long hh = 1469598103934665603ull;
  for (int b = 0; b < bins; b++) { hh ^= (unsigned)hist[b]; hh *= 1099511628211ull; }
  long long h2 = 0;
  for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) h2 += (long long)hist2[i][j] * (i * 16 + j + 1);
  long long exs = 0;
  for (int b = 0; b < bins; b++) exs += (long long)ex[b] * (b + 1);
  printf("hist hash=%016llx total=%d h2=%lld exs=%lld\n", hh, acc, h2, exs);
  printf("pre[n]=%lld first=%d best=%lld at %d\n", pre[n], first, best, bi);
  /* count elements equal to the max of their 8-wide block */
  int cntmax = 0;
  for (int i = 0; i + 8 <= n; i += 8) {
    int m = data[i];
    for (int k = 1; k < 8; k++) if (data[i + k] > m) m = data[i + k];
    for (int k = 0; k < 8; k++) cntmax += data[i + k] == m;
  }
  printf("blockmax count=%d\n", cntmax);
  free(data); free(hist); free(pre); free(ex);
  return 0;
}
