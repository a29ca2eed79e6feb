// h05: mixed element types: i8/u8/i16/u16/i64/f32/f64 arrays converted into each other, and an
// array of structs with mixed fields updated in place one field per kernel and all fields in one
// kernel, with an index offset that changes from call to call.
// ARGS: 1500 16
// ARGS: 1 4
// ARGS: 3 7
// ARGS: 65 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 1505u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
struct S { int8_t c; int16_t s; int32_t i; float f; double d; int64_t q; uint8_t u; };
__attribute__((noinline)) void conv(int8_t *i8, uint8_t *u8, int16_t *i16, uint16_t *u16, int64_t *i64,
                                    float *f, double *d, int n, int c) {
  for (int i = 0; i < n; i++) {
    i8[i] = (int8_t)(i8[i] * 3 + u8[i] - c);
    u8[i] = (uint8_t)(u8[i] + (i16[i] >> 3));
    i16[i] = (int16_t)(i16[i] * 5 - u16[i]);
    u16[i] = (uint16_t)(u16[i] * 7u + (uint16_t)i8[i]);
    i64[i] = i64[i] * 3 + (int64_t)i16[i] * 100003 - ((int64_t)u16[i] << 33);
    f[i] = f[i] * 0.5f + (float)i8[i] + (float)u16[i] / 8.0f;
    d[i] = d[i] * 0.25 + (double)i64[i] / 1e9;
  }
}
__attribute__((noinline)) void narrow(int8_t *i8, uint16_t *u16, const int64_t *i64, const double *d, int n) {
  for (int i = 0; i < n; i++) {
    i8[i] = (int8_t)(i64[i] >> 7);
    u16[i] = (uint16_t)(int)(d[i] - (double)(int64_t)d[i]) + (uint16_t)i64[i];
  }
}
__attribute__((noinline)) void s_short(struct S *p, int n, int c) {
  for (int i = 0; i < n; i++) p[i].s = (int16_t)(p[i].c * 3 + p[i].s + c);
}
__attribute__((noinline)) void s_q(struct S *p, int n) {
  for (int i = 0; i < n; i++) p[i].q += (int64_t)p[i].i * p[i].s;
}
__attribute__((noinline)) void s_all(struct S *p, const struct S *q, int n, float k) {
  for (int i = 0; i < n; i++) {
    p[i].c = (int8_t)(q[i].u ^ p[i].c);
    p[i].i = p[i].i + q[i].s * 2;
    p[i].f = p[i].f * k + (float)q[i].c;
    p[i].d = p[i].d + (double)p[i].f;
    p[i].u = (uint8_t)(p[i].u + 1);
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = n + 8;
  int8_t *i8 = malloc(m); uint8_t *u8 = malloc(m);
  int16_t *i16 = malloc(2 * m); uint16_t *u16 = malloc(2 * m);
  int64_t *i64 = malloc(8 * m); float *f = malloc(4 * m); double *d = malloc(8 * m);
  struct S *p = malloc(sizeof(struct S) * m);
  memset(p, 0, sizeof(struct S) * m);
  for (int i = 0; i < m; i++) {
    i8[i] = (int8_t)lcg(); u8[i] = (uint8_t)lcg(); i16[i] = (int16_t)lcg(); u16[i] = (uint16_t)lcg();
    i64[i] = ((int64_t)lcg() << 20) - ((int64_t)lcg() << 10); f[i] = (float)(lcg() % 1000) / 10.0f;
    d[i] = (double)(lcg() % 100000) / 3.0;
    p[i].c = (int8_t)lcg(); p[i].s = (int16_t)lcg(); p[i].i = (int)lcg(); p[i].f = (float)(lcg() % 100);
    p[i].d = (double)(lcg() % 1000); p[i].q = (int64_t)lcg() << 8; p[i].u = (uint8_t)lcg();
  }
  for (int c = 0; c < calls; c++) {
    int s = c % 4 == 3 ? 1 : 0;
    conv(i8 + s, u8, i16 + s, u16, i64, f + s, d, n, c);
    if (c % 3 == 2) narrow(i8, u16 + s, i64, d, n);
    s_short(p + s, n, c);
    s_q(p, n);
    int ps = c % 5 == 4 ? 1 : (c % 5 == 2 ? m - n : 0);
    s_all(p + (ps & 1), p + ps, n - (ps & 1), 0.75f);
    printf("c%d %u %u %u %u %u %u %u p=%u\n", c, hashb(i8, m), hashb(u8, m), hashb(i16, 2u * m), hashb(u16, 2u * m),
           hashb(i64, 8u * m), hashb(f, 4u * m), hashb(d, 8u * m), hashb(p, sizeof(struct S) * m));
  }
  return 0;
}
