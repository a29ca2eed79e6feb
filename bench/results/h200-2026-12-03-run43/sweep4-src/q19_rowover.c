// ARGS: 13 7 9
// ARGS: 11 5 5
// ARGS: 7 -3 4
// ARGS: 9 0 3
#include <stdio.h>
#include <stdlib.h>
/* rows of width w placed every m elements: overlap across rows when w > m, m <= 0 */
__attribute__((noinline)) static void rmw(int *a, int n, int m, int w) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < w; j++) a[i * m + j] = a[i * m + j] * 3 + i;
}
__attribute__((noinline)) static void rev(double *a, int n, int m, int w) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < w; j++) a[(n - 1 - i) * m + j] = a[(n - 1 - i) * m + j] * 0.5 + i + j;
}
__attribute__((noinline)) static void tri(int *a, int n, int m) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) a[i * m + j] = a[i * m + j] - j + (a[i * m + j] >> 2);
}
__attribute__((noinline)) static void cols(int *a, const int *b, int n, int m, int w) {
  for (int j = 0; j < w; j++)
    for (int i = 0; i < n; i++) a[i * m + j] = b[j] + a[i * m + j] * 5;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 13;
  int m = argc > 2 ? atoi(argv[2]) : 7;
  int w = argc > 3 ? atoi(argv[3]) : 9;
  if (n < 0) n = 0; if (w < 0) w = 0;
  int span = n * (m < 0 ? -m : m) + w + n + 8;
  int *mem = calloc(2 * span + 1, sizeof(int));
  double *dm = calloc(2 * span + 1, sizeof(double));
  int *b = calloc(w + 1, sizeof(int));
  for (int i = 0; i < 2 * span; i++) { mem[i] = (i * 37) % 19; dm[i] = (i % 11) * 0.25; }
  for (int j = 0; j < w; j++) b[j] = j * j;
  int *a = mem + span; /* room for negative m */
  rmw(a, n, m, w);
  rev(dm + span, n, m, w);
  tri(a, n, m);
  cols(a, b, n, m, w);
  long long cs = 0; double ds = 0;
  for (int i = 0; i < 2 * span; i++) { cs = cs * 7 + mem[i]; ds += dm[i] * (i % 13 + 1); }
  printf("%lld %a\n", cs, ds);
  return 0;
}
