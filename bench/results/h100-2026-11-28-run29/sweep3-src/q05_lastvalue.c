#include <stdio.h>
#include <stdlib.h>
// loops writing scalar globals/statics (last-value semantics), loops whose result is returned
// (find index, count), loops with continue
// ARGS: 17 5
// ARGS: 0 1
// ARGS: 1 0
// ARGS: 2 3
// ARGS: 3 -1
// ARGS: 100 42
// ARGS: 257 7
int g_last;
float g_lastf;
static int s_count;
static long long s_sum;
__attribute__((noinline)) int find_first(const int *a, int n, int v) { for (int i = 0; i < n; i++) if (a[i] == v) return i; return -1; }
__attribute__((noinline)) int find_last(const int *a, int n, int v) { int r = -1; for (int i = 0; i < n; i++) if (a[i] == v) r = i; return r; }
__attribute__((noinline)) int count_pos(const int *a, int n) { int c = 0; for (int i = 0; i < n; i++) { if (a[i] <= 0) continue; c++; } return c; }
__attribute__((noinline)) void scale_skip(int *a, int n, int k) { for (int i = 0; i < n; i++) { if (i % 3 == 1) continue; a[i] = a[i] * k + 1; } }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]);
  int *a = malloc(4 * (n + 1)); float *f = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (i * 37 + 11) % 23 - 8; f[i] = (float)a[i] * 0.75f; }
  for (int i = 0; i < n; i++) { f[i] += 1.0f; g_lastf = f[i]; }
  for (int i = 0; i < n; i++) { a[i] += 2; g_last = a[i] * i; }
  for (int i = 0; i < n; i++) { if (a[i] < 0) continue; s_count++; s_sum += a[i]; }
  scale_skip(a, n, k);
  int ff = find_first(a, n, 1 * k + 1), fl = find_last(a, n, 2 * k + 1), cp = count_pos(a, n);
  int m = 0;
  for (int i = 0; i < n; i++) if (a[i] > m) m = a[i];
  int arg = -1;
  for (int i = 0; i < n; i++) if (a[i] == m) { arg = i; break; }
  printf("g_last=%d g_lastf=%.9g s_count=%d s_sum=%lld ff=%d fl=%d cp=%d m=%d arg=%d\n", g_last, g_lastf, s_count, s_sum, ff, fl, cp, m, arg);
  for (int i = 0; i < n; i += 1 + n / 20) printf("%d ", a[i]);
  printf("\n");
  return cp & 0xff;
}
