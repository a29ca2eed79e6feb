// f06: the trip count changes from call to call while the other arguments stay: a[i + d] = a[i] * 3 + 1
// with d fixed and n cycling below d (safe), 0, 1, past d (unsafe); a mirror a[i] = a[m - 1 - i] * 5 + i
// with m fixed (safe while 2n <= m); 2-D rows at stride ld < w, h = 1 (safe) then h = 2, 3; and an
// int16 loop whose count is n - k.
// ARGS: 4000 600 70 30 40
// ARGS: 1 1 1 1 9
// ARGS: 3 5 3 2 14
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
static unsigned lcg_s = 606u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void cpyd(unsigned *a, int n, int d) {
  for (int i = 0; i < n; i++) a[i + d] = a[i] * 3u + 1u;
}
__attribute__((noinline)) void mir(unsigned *a, int n, int m) {
  for (int i = 0; i < n; i++) a[i] = a[m - 1 - i] * 5u + (unsigned)i;
}
__attribute__((noinline)) void ovrows(float *a, int h, int w, int ld) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) a[y * ld + x] = a[y * ld + x] * 0.5f + (float)(y + 1);
}
__attribute__((noinline)) void tail16(int16_t *a, int n, int k) {
  for (int i = 0; i < n - k; i++) a[i + k] = (int16_t)(a[i] + a[i + k] * 3 + 1);
}
int main(int argc, char **argv) {
  int N = atoi(argv[1]), d = atoi(argv[2]), w = atoi(argv[3]), ld = atoi(argv[4]), calls = atoi(argv[5]);
  int m = N + d + 8, mr = 8 * (w > ld ? w : ld) + w + 8;
  unsigned *a = malloc(sizeof(unsigned) * m), *b = malloc(sizeof(unsigned) * m);
  int16_t *s = malloc(sizeof(int16_t) * m);
  float *f = malloc(sizeof(float) * mr);
  for (int i = 0; i < m; i++) { a[i] = lcg() % 1000; b[i] = lcg() % 1000; s[i] = (int16_t)(lcg() % 3000); }
  for (int i = 0; i < mr; i++) f[i] = (lcg() % 100) / 10.0f;
  // counts, as fractions of d (cpyd) and of N (mir): small, equal, 0, 1, past
  int nd[12] = {d / 4, d / 2, d / 2, 0, d, 1, d / 2, d + 3, d / 3, 2 * d, 0, d / 2};
  int nm[12] = {N / 4, N / 2, N / 4, 0, N / 2, 1, N / 4, N / 2 + 5, N / 3, N, 1, N / 4};
  int hs[12] = {1, 1, 1, 0, 1, 2, 1, 1, 3, 1, 8, 1};
  int ks[12] = {N, N, N, N - 1, N, 0, N, 1, N, N - 2, N, 3};
  for (int c = 0; c < calls; c++) {
    int n1 = nd[c % 12], n2 = nm[c % 12], h = hs[c % 12], k = ks[c % 12];
    if (k < 0) k = 0;
    cpyd(a, n1 > N ? N : n1, d);
    mir(b, n2, N);
    ovrows(f, h, w, ld);
    tail16(s, N, k);
    printf("c%d n1=%d n2=%d h=%d k=%d a=%u b=%u f=%u s=%u\n", c, n1, n2, h, k, hashb(a, 4 * m), hashb(b, 4 * m),
           hashb(f, 4 * mr), hashb(s, 2 * m));
  }
  double t = 0;
  for (int i = 0; i < mr; i++) t += f[i];
  printf("fsum=%.6f\n", t);
  return 0;
}
