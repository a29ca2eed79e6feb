// f10: one shape in five element types (uint8_t, int16_t, int, float, double): a[i + s] =
// a[i < k ? i + 1 : i] * 3 + 1 with (s, k) = (0, 0) on the early calls, then (1, 0), (0, 2), (-1, 0), (0, n);
// and out[y][x] = in[y][x] + in[y][x + 1] with out = in + d for d = a disjoint offset, 0, then w - 40.
// ARGS: 1500 12 80 24
// ARGS: 1 1 1 8
// ARGS: 2 2 3 12
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
static unsigned lcg_s = 1010u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
#define KERNELS(T, NAME, MUL, ONE)                                                                  \
  __attribute__((noinline)) void sh_##NAME(T *a, int n, int s, int k) {                           \
    for (int i = 0; i < n; i++) a[i + s] = (T)(a[i < k ? i + 1 : i] * MUL + ONE);                     \
  }                                                                                                \
  __attribute__((noinline)) void rw_##NAME(T *out, const T *in, int h, int w) {                   \
    for (int y = 0; y < h; y++)                                                                    \
      for (int x = 0; x < w; x++) out[y * w + x] = (T)(in[y * w + x] * MUL + in[y * w + x + 1]); \
  }
KERNELS(uint8_t, u8, 3, 1)
KERNELS(int16_t, i16, 3, 1)
KERNELS(unsigned, u32, 3u, 1u)
KERNELS(float, f32, 0.5f, 1.0f)
KERNELS(double, f64, 0.25, 1.0)
int main(int argc, char **argv) {
  int n = atoi(argv[1]), h = atoi(argv[2]), w = atoi(argv[3]), calls = atoi(argv[4]);
  int m = n + 8, hw = h * w, mr = 3 * hw + 2 * w + 96;
  uint8_t *a8 = malloc(m), *r8 = malloc(mr);
  int16_t *a16 = malloc(2 * m), *r16 = malloc(2 * mr);
  unsigned *a32 = malloc(4 * m), *r32 = malloc(4 * mr);
  float *af = malloc(4 * m), *rf = malloc(4 * mr);
  double *ad = malloc(8 * m), *rd = malloc(8 * mr);
  for (int i = 0; i < m; i++) {
    unsigned v = lcg() % 200;
    a8[i] = (uint8_t)v; a16[i] = (int16_t)(v * 7); a32[i] = v * 13; af[i] = v / 8.0f; ad[i] = v / 16.0;
  }
  for (int i = 0; i < mr; i++) {
    unsigned v = lcg() % 200;
    r8[i] = (uint8_t)v; r16[i] = (int16_t)v; r32[i] = v; rf[i] = v / 32.0f; rd[i] = v / 64.0;
  }
  int ss[10] = {0, 0, 0, 1, 0, 0, -1, 0, 2, 0};
  int ks[10] = {0, 0, 0, 0, 2, 0, 0, n, 0, 1};
  int wm40 = w - 40 > 0 ? w - 40 : 1;
  int ds[8] = {hw + w + 8, hw + w + 8, 0, hw + w + 8, wm40, 0, -wm40, w};
  for (int c = 0; c < calls; c++) {
    int s = ss[c % 10], k = ks[c % 10], d = ds[c % 8];
    // a + 4: room for s = -1 below and s = 2 above; r + hw + w + 40: room for d either way
    sh_u8(a8 + 4, n, s, k); sh_i16(a16 + 4, n, s, k); sh_u32(a32 + 4, n, s, k);
    sh_f32(af + 4, n, s, k); sh_f64(ad + 4, n, s, k);
    int o = hw + w + 40;
    rw_u8(r8 + o + d, r8 + o, h, w); rw_i16(r16 + o + d, r16 + o, h, w); rw_u32(r32 + o + d, r32 + o, h, w);
    rw_f32(rf + o + d, rf + o, h, w); rw_f64(rd + o + d, rd + o, h, w);
    printf("c%d s=%d k=%d d=%d sh=%u %u %u %u %u rw=%u %u %u %u %u\n", c, s, k, d, hashb(a8, m), hashb(a16, 2 * m),
           hashb(a32, 4 * m), hashb(af, 4 * m), hashb(ad, 8 * m), hashb(r8, mr), hashb(r16, 2 * mr),
           hashb(r32, 4 * mr), hashb(rf, 4 * mr), hashb(rd, 8 * mr));
  }
  double t = 0;
  for (int i = 0; i < m; i++) t += af[i] + ad[i];
  printf("sum=%.6f\n", t);
  return 0;
}
