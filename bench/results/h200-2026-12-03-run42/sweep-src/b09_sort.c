// ARGS: 1024 3001
// ARGS: 257 100
// Bitonic sorting network (power-of-two, int keys) and odd-even transposition sort (float, odd n).
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

typedef struct {
  const char *name;
  int (*cmp)(int, int);
} Order;

static int asc(int a, int b) { return a > b; }
static int desc(int a, int b) { return a < b; }

static void bitonic(int *a, int n, const Order *o) {
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      for (int i = 0; i < n; i++) {
        int l = i ^ j;
        if (l > i) {
          int up = (i & k) == 0;
          if (up ? o->cmp(a[i], a[l]) : o->cmp(a[l], a[i])) { int t = a[i]; a[i] = a[l]; a[l] = t; }
        }
      }
}

static void odd_even(float *a, int n) {
  for (int phase = 0; phase < n; phase++)
    for (int i = phase & 1; i + 1 < n; i += 2)
      if (a[i] > a[i + 1]) { float t = a[i]; a[i] = a[i + 1]; a[i + 1] = t; }
}

int main(int argc, char **argv) {
  int logn = 0, n = (int)strtol(argv[1], NULL, 0), m = (int)strtol(argv[2], NULL, 0);
  while ((1 << (logn + 1)) <= n) logn++;
  int p2 = 1 << logn;
  int *a = malloc(sizeof(int) * p2), *b = malloc(sizeof(int) * p2);
  float *f = malloc(sizeof(float) * m);
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < p2; i++) { s = s * 6364136223846793005ull + 1442695040888963407ull; a[i] = b[i] = (int)(s >> 35) - (1 << 28); }
  for (int i = 0; i < m; i++) { s = s * 6364136223846793005ull + 1; f[i] = (float)(int)(s >> 40) / 1000.0f - 8000.0f; }
  Order up = { "asc", asc }, down = { "desc", desc };
  bitonic(a, p2, &up);
  bitonic(b, p2, &down);
  odd_even(f, m);
  int bad = 0; long long sa = 0; unsigned ha = 0;
  for (int i = 0; i < p2; i++) {
    if (i && a[i - 1] > a[i]) bad++;
    if (i && b[i - 1] < b[i]) bad++;
    if (a[i] != b[p2 - 1 - i]) bad++;
    sa += (long long)a[i] * (i % 7 + 1);
    ha = ha * 33u ^ (unsigned)a[i];
  }
  double sf = 0; int fbad = 0;
  for (int i = 0; i < m; i++) { sf += f[i] * (double)(i + 1); if (i && f[i - 1] > f[i]) fbad++; }
  printf("%s/%s p2=%d bad=%d sum=%lld hash=%u min=%d max=%d\n", up.name, down.name, p2, bad, sa, ha, a[0], a[p2 - 1]);
  printf("oddeven m=%d bad=%d wsum=%.17g f0=%.6f flast=%.6f\n", m, fbad, sf, f[0], f[m - 1]);
  free(a); free(b); free(f);
  return 0;
}
