#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// almost-reductions: conditional reset, s = a[i] - s (alternating), s = s*2 + a[i], min with -0.0/+0.0
// and NaN via comparisons (order dependent), argmax with ties (first vs last), int multiply wrap,
// xor with shifted values, reduction whose value is also stored (prefix), two accumulators swapped
// ARGS: 17 0
// ARGS: 1 1
// ARGS: 2 0
// ARGS: 3 1
// ARGS: 8 1
// ARGS: 9 0
// ARGS: 100 1
// ARGS: 1001 0
static unsigned fb(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), z = atoi(argv[2]);
  int *a = malloc(4 * (n + 1)); float *f = malloc(4 * (n + 1)); int *pre = malloc(4 * (n + 1));
  for (int i = 0; i < n; i++) {
    a[i] = (i * 7 + 3) % 11 - 5;
    f[i] = (i % 5 == 0) ? (i % 10 == 0 ? -0.0f : 0.0f) : (float)((i * 13) % 7) - 3.0f;
    if (z && i % 17 == 16) f[i] = 0.0f / (float)(z - 1 + (z > 0 ? 0 : 1)) * 0.0f;  // NaN when z == 1
  }
  int r1 = 0; for (int i = 0; i < n; i++) { r1 += a[i]; if (r1 > 7) r1 = 0; }
  int r2 = 0; for (int i = 0; i < n; i++) r2 = a[i] - r2;
  unsigned r3 = 0; for (int i = 0; i < n; i++) r3 = r3 * 2 + (unsigned)a[i];
  float m1 = 1.0f; for (int i = 0; i < n; i++) m1 = f[i] < m1 ? f[i] : m1;
  float m2 = -1.0f; for (int i = 0; i < n; i++) if (f[i] >= m2) m2 = f[i];
  float m3 = 0.0f; for (int i = 0; i < n; i++) m3 = m3 <= f[i] ? m3 : f[i];
  int am1 = 0, am2 = 0; for (int i = 0; i < n; i++) { if (a[i] > a[am1]) am1 = i; if (a[i] >= a[am2]) am2 = i; }
  int mx = -100, amx = -1; for (int i = 0; i < n; i++) if (a[i] > mx) { mx = a[i]; amx = i; }
  unsigned r4 = 1; for (int i = 0; i < n; i++) r4 *= (unsigned)(a[i] * 2 + 1);
  int r5 = 1; for (int i = 0; i < n; i++) r5 *= a[i] | 1;
  unsigned r6 = 0; for (int i = 0; i < n; i++) r6 ^= (unsigned)a[i] << (i & 31);
  int r7 = 0; for (int i = 0; i < n; i++) { r7 += a[i]; pre[i] = r7; }
  int x = 1, y = 0; for (int i = 0; i < n; i++) { int t = x + a[i]; x = y; y = t; }
  int r8 = 0; for (int i = 0; i < n; i++) r8 -= a[i];
  float r9 = 0; for (int i = 0; i < n; i++) r9 = r9 - f[i];
  long long r10 = 0; for (int i = 0; i < n; i++) r10 += (long long)a[i] << (i & 15);
  int r11 = 0x7fffffff; for (int i = 0; i < n; i++) r11 = a[i] * i < r11 ? a[i] * i : r11;
  unsigned r12 = 0; for (int i = 0; i < n; i++) r12 = r12 > (unsigned)a[i] ? r12 : (unsigned)a[i];
  printf("%d %d %u %08x %08x %08x %d %d %d %d %u %d %u %d %d %d %d %08x %lld %d %u\n", r1, r2, r3, fb(m1), fb(m2), fb(m3), am1, am2, mx, amx, r4, r5, r6, r7, x, y, r8, fb(r9), r10, r11, r12);
  long long h = 0; for (int i = 0; i < n; i++) h = h * 3 + pre[i];
  printf("%lld\n", h);
  return 0;
}
