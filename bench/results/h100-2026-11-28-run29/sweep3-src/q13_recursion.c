#include <stdio.h>
#include <stdlib.h>
// recursion near loops: recursive merge sort whose merge loop and copy loop may offload, recursive
// divide-and-conquer sum with a base-case loop, recursive fill of a quadtree-like array
// ARGS: 17 3
// ARGS: 1 1
// ARGS: 2 2
// ARGS: 3 3
// ARGS: 100 7
// ARGS: 333 16
static void msort(int *a, int *tmp, int lo, int hi) {
  if (hi - lo < 2) return;
  int mid = (lo + hi) / 2;
  msort(a, tmp, lo, mid); msort(a, tmp, mid, hi);
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  for (int x = lo; x < hi; x++) a[x] = tmp[x];
}
static double rsum(const double *a, int n, int leaf) {
  if (n <= leaf) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * a[i]; return s; }
  return rsum(a, n / 2, leaf) + rsum(a + n / 2, n - n / 2, leaf);
}
static void rfill(float *a, int n, int depth) {
  if (n <= 2) { for (int i = 0; i < n; i++) a[i] = (float)depth; return; }
  for (int i = 0; i < n; i++) a[i] += 1.0f;
  rfill(a, n / 3, depth + 1); rfill(a + n - n / 3, n / 3, depth + 2);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), leaf = atoi(argv[2]);
  int *a = malloc(4 * (n + 1)), *tmp = malloc(4 * (n + 1));
  double *d = malloc(8 * (n + 1)); float *f = calloc(n + 1, 4);
  for (int i = 0; i < n; i++) { a[i] = (i * 7919) % 1013 - 500; d[i] = (double)(i % 13) * 0.1; }
  msort(a, tmp, 0, n);
  double s = rsum(d, n, leaf);
  rfill(f, n, 0);
  long long h = 0;
  for (int i = 0; i < n; i++) h = h * 7 + a[i] + (long long)(f[i] * 16);
  printf("%lld %.17g\n", h, s);
  for (int i = 0; i < n && i < 10; i++) printf("%d %.9g\n", a[i], f[i]);
  return 0;
}
