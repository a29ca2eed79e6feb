#include <stdio.h>
#include <string.h>
static volatile unsigned seed_v = 12345u;
static unsigned rs;
static unsigned rnd(void) { rs = rs * 1103515245u + 12345u; return rs >> 8; }
static unsigned long long hsh(const void *p, unsigned long n) {
  const unsigned char *c = (const unsigned char *)p;
  unsigned long long h = 1469598103934665603ull;
  for (unsigned long i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ull; }
  return h;
}
#define PR(name, obj) printf("%-10s %016llx\n", name, hsh(&(obj), sizeof(obj)))
/* p09: reductions into global cells inside parallel-looking loops */
#define N 777
#define R 37
#define Cc 29
static unsigned a[N], gsum, gmax, gcnt, glast, gmin = 0xffffffffu;
static double d[N], gd, gprod = 1.0;
static unsigned m[R][Cc], rowsum[R], colsum[Cc];
static unsigned long long g64;

static void k1(void) { for (int i = 0; i < N; i++) gsum += a[i]; }
static void k2(void) { for (int i = 0; i < N; i++) if (a[i] > gmax) gmax = a[i]; }
static void k3(void) { for (int i = 0; i < N; i++) if (a[i] & 1u) gcnt++; }
static void k4(void) { for (int i = 0; i < N; i++) glast = a[i] * 3u; }
static void k5(void) { for (int i = 0; i < N; i++) { a[i] += gsum; gsum += 1u; } }
static void k6(void) { for (int i = 0; i < N; i++) gd += d[i] * 0.5; }
static void k7(void) { for (int i = 0; i < N; i++) { a[i] = gsum; gsum = a[i] + (unsigned)i; } }
static void k8(void) { for (int i = 0; i < R; i++) for (int j = 0; j < Cc; j++) { rowsum[i] += m[i][j]; colsum[j] += m[i][j]; } }
static void k9(void) { for (int i = 1; i < N; i++) a[0] += a[i]; }
static void k10(void) { for (int i = 0; i < N; i++) a[0] += a[i]; }
static void k11(void) { for (int i = 0; i < N; i++) a[N - 1] ^= a[i] * 7u; }
static void k12(void) { for (int i = 0; i < N; i++) { if (a[i] < gmin) gmin = a[i]; g64 += (unsigned long long)a[i] * a[i]; } }
static void k13(void) { for (int i = 0; i < N; i++) gprod *= (1.0 + d[i] * 1e-3); }
static void k14(void) { for (int i = 0; i < N; i++) d[i] = gd = gd * 0.5 + d[i]; }  /* scan through a cell */
static void k15(void) { for (int j = 0; j < Cc; j++) for (int i = 0; i < R; i++) m[i][j] = colsum[j] += m[i][j]; }

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) { a[i] = rnd(); d[i] = (rnd() % 10000) / 13.0; }
  for (int i = 0; i < R; i++) for (int j = 0; j < Cc; j++) m[i][j] = rnd();
  k1(); k2(); k3(); k4(); k5(); k6(); k7(); k8(); k9(); k10(); k11(); k12(); k13(); k14(); k15();
  PR("a", a); PR("d", d); PR("m", m); PR("rowsum", rowsum); PR("colsum", colsum);
  printf("gsum %u gmax %u gcnt %u glast %u gmin %u g64 %llu\n", gsum, gmax, gcnt, glast, gmin, g64);
  printf("gd %.17g gprod %.17g\n", gd, gprod);
  return 0;
}
