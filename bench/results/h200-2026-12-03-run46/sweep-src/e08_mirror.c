// e08: mirror boundaries (x < 0 ? -x : x, x >= w ? 2 * w - 2 - x : x, then clamped for tiny sizes) with a
// runtime radius, on int16 data; 1-D FIR and 2-D cross filter, twice with arrays swapped and in place.
// ARGS: 100 80 2
// ARGS: 1 1 1
// ARGS: 2 3 2
// ARGS: 3 1 3
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
static unsigned lcg_s = 8086u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static inline int mirror(int x, int n) {
  x = x < 0 ? -x : x;
  x = x >= n ? 2 * n - 2 - x : x;
  return x < 0 ? 0 : (x > n - 1 ? n - 1 : x);
}
__attribute__((noinline)) void fir(int16_t *out, const int16_t *in, int n, int r) {
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int k = -r; k <= r; k++) s += in[mirror(i + k, n)] * (r + 1 - (k < 0 ? -k : k));
    out[i] = (int16_t)(s / ((r + 1) * (r + 1)));
  }
}
__attribute__((noinline)) void cross(int16_t *out, const int16_t *in, int h, int w, int r) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int k = 1; k <= r; k++) {
        int ym = y - k < 0 ? k - y : y - k;           // mirror written inline
        int yp = y + k >= h ? 2 * h - 2 - y - k : y + k;
        ym = ym > h - 1 ? h - 1 : ym; yp = yp < 0 ? 0 : yp;
        s += in[ym * w + x] + in[yp * w + x] + in[y * w + mirror(x - k, w)] + in[y * w + mirror(x + k, w)];
      }
      out[y * w + x] = (int16_t)((s + 4 * in[y * w + x]) / (4 * r + 4));
    }
}
static unsigned hashs(const int16_t *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (uint16_t)a[i]) * 16777619u;
  return h;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), r = atoi(argv[3]), n = h * w;
  int16_t *a = malloc(2 * n), *b = malloc(2 * n), *buf = malloc(2 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (int16_t)(lcg() % 20000 - 10000); b[i] = 0; }
  for (int i = 0; i < n + 1; i++) buf[i] = (int16_t)(lcg() % 60000 - 30000);
  fir(b, a, n, r);
  fir(a, b, n, r);
  printf("fir: h=%u a0=%d\n", hashs(a, n), a[0]);
  cross(b, a, h, w, r);
  cross(a, b, h, w, r);
  printf("cross: h=%u\n", hashs(a, n));
  fir(buf + 1, buf, n, r);           // out = in + 1
  printf("fir ov: h=%u\n", hashs(buf, n + 1));
  cross(buf, buf, h, w, r);          // in place
  printf("cross inplace: h=%u\n", hashs(buf, n + 1));
  long s = 0; for (int i = 0; i < n + 1; i++) s += buf[i];
  printf("sum=%ld\n", s);
  return 0;
}
