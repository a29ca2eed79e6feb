// ARGS: 120
// ARGS: 41
// Dynamic programming and recursion: Floyd-Warshall, LCS, 0/1 knapsack, recursive n-queens,
// recursive merge sort.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int queens(int n, int row, unsigned cols, unsigned d1, unsigned d2) {
  if (row == n) return 1;
  int c = 0;
  for (int k = 0; k < n; k++) {
    if ((cols >> k & 1) || (d1 >> (row + k) & 1) || (d2 >> (row - k + n) & 1)) continue;
    c += queens(n, row + 1, cols | 1u << k, d1 | 1u << (row + k), d2 | 1u << (row - k + n));
  }
  return c;
}
static void msort(int *a, int *tmp, int lo, int hi) {
  if (hi - lo < 2) return;
  int mid = (lo + hi) / 2;
  msort(a, tmp, lo, mid); msort(a, tmp, mid, hi);
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  memcpy(a + lo, tmp + lo, sizeof(int) * (hi - lo));
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int *d = malloc(sizeof(int) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      d[i * n + j] = i == j ? 0 : ((i * 31 + j * 17) % 23 < 6 ? (i * j) % 50 + 1 : 1000000);
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        if (d[i * n + k] + d[k * n + j] < d[i * n + j]) d[i * n + j] = d[i * n + k] + d[k * n + j];
  long long fw = 0; int unreach = 0;
  for (int i = 0; i < n * n; i++) { if (d[i] >= 1000000) unreach++; else fw += d[i]; }
  /* LCS of two generated strings */
  int la = n * 3, lb = n * 2 + 7;
  char *sa = malloc(la + 1), *sb = malloc(lb + 1);
  for (int i = 0; i < la; i++) sa[i] = 'a' + (i * i + 3) % 5;
  for (int i = 0; i < lb; i++) sb[i] = 'a' + (i * 7 + i / 3) % 5;
  int *L = calloc((size_t)(la + 1) * (lb + 1), sizeof(int));
  for (int i = 1; i <= la; i++)
    for (int j = 1; j <= lb; j++) {
      int *c = &L[i * (lb + 1) + j];
      if (sa[i - 1] == sb[j - 1]) *c = L[(i - 1) * (lb + 1) + j - 1] + 1;
      else { int u = L[(i - 1) * (lb + 1) + j], l = c[-1]; *c = u > l ? u : l; }
    }
  /* 0/1 knapsack with two rows */
  int W = n * 10, items = n / 2 + 3;
  int *prev = calloc(W + 1, sizeof(int)), *cur = calloc(W + 1, sizeof(int));
  for (int it = 0; it < items; it++) {
    int wt = (it * 13) % 37 + 1, val = (it * 29) % 53 + 5;
    for (int w = 0; w <= W; w++) {
      int best = prev[w];
      if (w >= wt && prev[w - wt] + val > best) best = prev[w - wt] + val;
      cur[w] = best;
    }
    int *tmp = prev; prev = cur; cur = tmp;
  }
  int *arr = malloc(sizeof(int) * n * 50), *tmp = malloc(sizeof(int) * n * 50);
  for (int i = 0; i < n * 50; i++) arr[i] = (i * 2654435761u) >> 12 & 0xfffff;
  msort(arr, tmp, 0, n * 50);
  int sorted = 1; long long as = 0;
  for (int i = 1; i < n * 50; i++) { if (arr[i - 1] > arr[i]) sorted = 0; as += (long long)arr[i] * (i & 15); }
  int q = queens(n % 4 + 6, 0, 0, 0, 0);
  printf("fw=%lld unreach=%d lcs=%d knap=%d\n", fw, unreach, L[(size_t)la * (lb + 1) + lb], prev[W]);
  printf("sorted=%d as=%lld med=%d queens(%d)=%d\n", sorted, as, arr[n * 25], n % 4 + 6, q);
  free(d); free(sa); free(sb); free(L); free(prev); free(cur); free(arr); free(tmp);
  return 0;
}
