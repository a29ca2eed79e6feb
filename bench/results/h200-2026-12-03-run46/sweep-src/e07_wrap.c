// e07: periodic boundaries (x == 0 ? w - 1 : x - 1, x == w - 1 ? 0 : x + 1) on a uint8 torus:
// Game of Life steps with arrays swapped, a wrap-around diffusion, and a 1-D in-place wrap.
// ARGS: 64 96 6
// ARGS: 1 1 2
// ARGS: 2 3 3
// ARGS: 3 2 1
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
static unsigned lcg_s = 2024u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
__attribute__((noinline)) void life(uint8_t *out, const uint8_t *in, int h, int w) {
  for (int y = 0; y < h; y++) {
    int yu = y == 0 ? h - 1 : y - 1, yd = y == h - 1 ? 0 : y + 1;
    for (int x = 0; x < w; x++) {
      int xl = x == 0 ? w - 1 : x - 1, xr = x == w - 1 ? 0 : x + 1;
      int c = in[yu * w + xl] + in[yu * w + x] + in[yu * w + xr] + in[y * w + xl] + in[y * w + xr]
            + in[yd * w + xl] + in[yd * w + x] + in[yd * w + xr];
      out[y * w + x] = (c == 3 || (c == 2 && in[y * w + x])) ? 1 : 0;
    }
  }
}
__attribute__((noinline)) void diffuse(uint8_t *out, const uint8_t *in, int h, int w) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = in[(y == 0 ? h - 1 : y - 1) * w + x] + in[(y == h - 1 ? 0 : y + 1) * w + x]
            + in[y * w + (x == 0 ? w - 1 : x - 1)] + in[y * w + (x == w - 1 ? 0 : x + 1)] + 4 * in[y * w + x];
      out[y * w + x] = (uint8_t)(s >> 3);
    }
}
// Periodic written with modulo-free compare on (i + k) for a runtime shift k in [0, n).
__attribute__((noinline)) void rot(uint8_t *out, const uint8_t *in, int n, int k) {
  for (int i = 0; i < n; i++) {
    int j = i + k >= n ? i + k - n : i + k;
    out[i] = (uint8_t)(in[j] + 1);
  }
}
__attribute__((noinline)) void wrap1d(uint8_t *a, int n) {
  for (int i = 0; i < n; i++) a[i] = (uint8_t)(a[i == 0 ? n - 1 : i - 1] * 3 + a[i]);
}
static unsigned hashb(const uint8_t *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}
int main(int argc, char **argv) {
  int h = atoi(argv[1]), w = atoi(argv[2]), steps = atoi(argv[3]), n = h * w;
  uint8_t *a = malloc(n), *b = malloc(n), *c = malloc(n), *d = malloc(n + w);
  for (int i = 0; i < n; i++) { a[i] = (lcg() % 3) == 0; c[i] = (uint8_t)lcg(); b[i] = 0; }
  for (int i = 0; i < n + w; i++) d[i] = (uint8_t)lcg();
  for (int t = 0; t < steps; t++) { life(b, a, h, w); uint8_t *tmp = a; a = b; b = tmp; }
  int alive = 0; for (int i = 0; i < n; i++) alive += a[i];
  printf("life: alive=%d h=%u\n", alive, hashb(a, n));
  for (int t = 0; t < steps; t++) { diffuse(b, c, h, w); uint8_t *tmp = c; c = b; b = tmp; }
  printf("diffuse: h=%u\n", hashb(c, n));
  rot(b, c, n, steps % n);
  printf("rot: h=%u\n", hashb(b, n));
  rot(b, b, n, (steps + 1) % n);          // in place
  printf("rot inplace: h=%u\n", hashb(b, n));
  diffuse(d + w, d, h, w);                // out = in + w
  printf("diffuse ov: h=%u\n", hashb(d, n + w));
  wrap1d(d, n + w);
  printf("wrap1d: h=%u\n", hashb(d, n + w));
  return 0;
}
