#include <stdio.h>
#include <stdlib.h>
// conditional stores, guarded writes, selects, early-continue, writes behind argv-flag
// ARGS: 17 0 5
// ARGS: 17 1 5
// ARGS: 0 1 0
// ARGS: 1 1 1
// ARGS: 2 0 -1
// ARGS: 99 1 50
// ARGS: 200 1 -3
int main(int argc, char **argv) {
  int n = atoi(argv[1]), flag = atoi(argv[2]), t = atoi(argv[3]);
  int *a = malloc(4 * (n + 2)), *b = malloc(4 * (n + 2)); float *f = malloc(4 * (n + 2));
  for (int i = 0; i < n + 2; i++) { a[i] = (i * 37) % 23 - 11; b[i] = i; f[i] = (float)a[i] * 0.3f; }
  for (int i = 0; i < n; i++) if (a[i] > t) b[i] = a[i] * 2;
  for (int i = 0; i < n; i++) { if (a[i] == 0) continue; b[i] += 100 / a[i]; }
  for (int i = 0; i < n; i++) if (flag) a[i + 1] = a[i] + 1; else a[i] = a[i] * 2;   // flag => recurrence
  for (int i = 0; i < n; i++) f[i] = f[i] < 0 ? -f[i] * 0.5f : (f[i] > 1.5f ? 1.5f : f[i]);
  for (int i = 0; i < n; i++) if (b[i] & 1) f[i + 1] += 1.0f;   // conditional store to neighbour
  for (int i = 0; i < n; i++) if (flag && i < t) b[i] = -b[i];
  unsigned h = 0;
  for (int i = 0; i < n + 2; i++) { union { float f; unsigned u; } u = {f[i]}; h = h * 31 + a[i] + b[i] * 3 + u.u; }
  printf("%u\n", h);
  for (int i = 0; i < n && i < 6; i++) printf("%d %d %.9g\n", a[i], b[i], f[i]);
  return 0;
}
