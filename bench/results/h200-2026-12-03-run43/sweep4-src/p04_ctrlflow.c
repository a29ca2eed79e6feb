// ARGS: 
// ARGS: 7
// ARGS: 1000
#include <stdio.h>
#include <stdlib.h>
static int a[4096], b[4096], c[4096];
static float f[4096];
int main(int argc, char **argv) {
  int n = 2000, sel = argc > 1 ? atoi(argv[1]) : 3;
  if (sel > 100) n = 4096;
  for (int i = 0; i < n; i++) a[i] = (i * 2654435761u) >> 20;
  for (int i = 0; i < n; i++) {
    switch ((a[i] + sel) & 7) {
      case 0: b[i] = a[i] * 2; break;
      case 1: b[i] = a[i] - 5;
      case 2: b[i] = a[i] ^ 0x55; break;
      case 3: case 4: b[i] = -a[i]; break;
      case 6: b[i] = a[i] / 3; break;
      default: b[i] = 7;
    }
  }
  for (int i = 0; i < n; i++) {
    if (a[i] % 5 == 0) { c[i] = 0; continue; }
    int x = a[i], steps = 0;
    do { x = (x & 1) ? 3 * x + 1 : x / 2; steps++; } while (x != 1 && steps < 50);
    c[i] = steps;
  }
  for (int i = 0; i < n; i++) {
    int j = 0;
    while (1) { if (j >= 10 || ((a[i] >> j) & 1)) break; j++; }
    f[i] = j > 5 ? (j > 8 ? 1.5f : -2.0f) : (j == 0 ? 0.25f : (float)j);
  }
  for (int i = 0; i < n; i++) {
    int v = b[i];
    if (v < 0) goto neg;
    c[i] += v & 15;
    continue;
  neg:
    c[i] -= (-v) & 15;
  }
  long long s1 = 0, s2 = 0; double s3 = 0;
  for (int i = 0; i < n; i++) { s1 += b[i]; s2 += c[i] * (long long)(i + 1); s3 += f[i]; }
  int i = 0, found = -1;
  for (;;) { if (i >= n) break; if (c[i] == 17 && b[i] < 0) { found = i; break; } i++; }
  printf("sel=%d n=%d s1=%lld s2=%lld s3=%.3f found=%d\n", sel, n, s1, s2, s3, found);
  return 0;
}
