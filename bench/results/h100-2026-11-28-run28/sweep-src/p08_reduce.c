#include <stdio.h>
#include <stdlib.h>
// histograms, prefix sums, reductions: int sum, min, max, xor, count, argmin
// ARGS: 17 5
// ARGS: 0 1
// ARGS: 1 1
// ARGS: 2 3
// ARGS: 255 16
// ARGS: 300 7
int hist[64];
int main(int argc, char **argv) {
  int n = atoi(argv[1]), nb = atoi(argv[2]);
  int *a = malloc(4 * (n + 1)), *p = malloc(4 * (n + 2));
  for (int i = 0; i < n; i++) a[i] = (i * 7919 + 13) % 1009 - 500;
  for (int i = 0; i < n; i++) hist[(unsigned)(a[i] + 500) % nb]++;
  p[0] = 0; for (int i = 0; i < n; i++) p[i + 1] = p[i] + a[i];
  int sum = 0, mn = 1 << 30, mx = -(1 << 30), x = 0, cnt = 0, am = -1, amv = 1 << 30;
  for (int i = 0; i < n; i++) sum += a[i];
  for (int i = 0; i < n; i++) mn = a[i] < mn ? a[i] : mn;
  for (int i = 0; i < n; i++) if (a[i] > mx) mx = a[i];
  for (int i = 0; i < n; i++) x ^= a[i] * 3;
  for (int i = 0; i < n; i++) cnt += a[i] > 0;
  for (int i = 0; i < n; i++) if (a[i] < amv) { amv = a[i]; am = i; }
  long long prod = 1; for (int i = 0; i < n; i++) prod *= (a[i] | 1) % 5 + 3;
  unsigned orv = 0, andv = ~0u; for (int i = 0; i < n; i++) { orv |= (unsigned)a[i]; andv &= (unsigned)a[i] | 0x80000000u; }
  printf("sum=%d mn=%d mx=%d x=%d cnt=%d am=%d amv=%d prod=%lld or=%x and=%x\n", sum, mn, mx, x, cnt, am, amv, prod, orv, andv);
  for (int b = 0; b < nb; b++) printf("%d ", hist[b]); printf("\n");
  for (int i = 0; i <= n; i += (n / 7 + 1)) printf("%d ", p[i]); printf("%d\n", p[n]);
  return 0;
}
