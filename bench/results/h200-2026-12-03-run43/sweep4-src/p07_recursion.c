// ARGS: 
// ARGS: 40 2
// ARGS: 90 5
#include <stdio.h>
#include <stdlib.h>
static int tmp[8192];
static void msort(int *a, int lo, int hi) {
  if (hi - lo < 2) return;
  int mid = (lo + hi) / 2;
  msort(a, lo, mid); msort(a, mid, hi);
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  for (k = lo; k < hi; k++) a[k] = tmp[k];
}
static unsigned long long memo[100];
static unsigned long long fib(int n) { if (n < 2) return n; if (memo[n]) return memo[n]; return memo[n] = fib(n - 1) + fib(n - 2); }
static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }
static int op_xor(int a, int b) { return a ^ b; }
static int op_max(int a, int b) { return a > b ? a : b; }
static int (*const table[])(int, int) = { op_add, op_sub, op_mul, op_xor, op_max };
static int arr[8192], out[8192];
static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
int main(int argc, char **argv) {
  int fn = argc > 1 ? atoi(argv[1]) : 60;
  int nops = argc > 2 ? atoi(argv[2]) : 5;
  if (fn > 93) fn = 93;
  int n = 5000;
  unsigned s = 7;
  for (int i = 0; i < n; i++) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; arr[i] = s % 100000; }
  msort(arr, 0, n);
  int ok = 1;
  for (int i = 1; i < n; i++) if (arr[i - 1] > arr[i]) ok = 0;
  for (int i = 0; i < n; i++) out[i] = table[i % nops](arr[i], i);
  long long acc = 0;
  for (int i = 0; i < n; i++) acc += out[i];
  unsigned long long fs = 0;
  for (int i = 0; i <= fn; i++) fs += fib(i) % 1000003;
  int ak = 0;
  for (int i = 0; i < 4; i++) ak += ack(2, i);
  printf("sorted=%d min=%d max=%d acc=%lld fib(%d)=%llu fs=%llu ak=%d\n", ok, arr[0], arr[n - 1], acc, fn, fib(fn), fs, ak);
  return 0;
}
