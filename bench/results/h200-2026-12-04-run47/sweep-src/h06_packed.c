// h06: packed structs of 3, 5 and 7 bytes updated field by field, unaligned int/float pointers into
// a char buffer at an offset that changes from call to call (1, 2, 3, 0), and bitfields.
// ARGS: 1200 12
// ARGS: 1 4
// ARGS: 2 6
// ARGS: 5 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 1606u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
struct __attribute__((packed)) P3 { uint8_t a; int16_t b; };
struct __attribute__((packed)) P5 { uint8_t a; int32_t b; };
struct __attribute__((packed)) P7 { int16_t a; uint8_t b; float c; };
struct BF { unsigned a : 3, b : 7, c : 13, d : 9; };
struct BS { signed a : 5; signed b : 11; unsigned char tail; };
__attribute__((noinline)) void p3(struct P3 *p, int n, int c) {
  for (int i = 0; i < n; i++) p[i].b = (int16_t)(p[i].b * 3 + p[i].a + c);
}
__attribute__((noinline)) void p5(struct P5 *p, int n, int c) {
  for (int i = 0; i < n; i++) { p[i].b = p[i].b * 7 + c; p[i].a ^= (uint8_t)i; }
}
__attribute__((noinline)) void p7(struct P7 *p, const struct P3 *q, int n) {
  for (int i = 0; i < n; i++) { p[i].c = p[i].c * 0.5f + q[i].b; p[i].a = (int16_t)(p[i].a + p[i].b); }
}
__attribute__((noinline)) void ua(int *o, const float *x, int n, int c) {
  for (int i = 0; i < n; i++) o[i] = o[i] * 3 + (int)(x[i] * 2.0f) + c;
}
__attribute__((noinline)) void uf(float *o, const float *x, int n) {
  for (int i = 0; i < n; i++) o[i] = o[i] * 0.25f + x[i];
}
__attribute__((noinline)) void bf(struct BF *p, int n, int c) {
  for (int i = 0; i < n; i++) { p[i].b = p[i].b + p[i].a + c; p[i].d = p[i].d * 3 + p[i].c; }
}
__attribute__((noinline)) void bs(struct BS *p, int n) {
  for (int i = 0; i < n; i++) { p[i].a = p[i].a + p[i].b; p[i].b = p[i].b - 3; p[i].tail += (unsigned char)p[i].a; }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = n + 8;
  struct P3 *a3 = malloc(sizeof(struct P3) * m);
  struct P5 *a5 = malloc(sizeof(struct P5) * m);
  struct P7 *a7 = malloc(sizeof(struct P7) * m);
  struct BF *b = malloc(sizeof(struct BF) * m);
  struct BS *bb = malloc(sizeof(struct BS) * m);
  char *buf = malloc(16 * m + 64);
  for (int i = 0; i < m; i++) {
    a3[i].a = (uint8_t)lcg(); a3[i].b = (int16_t)lcg();
    a5[i].a = (uint8_t)lcg(); a5[i].b = (int)lcg();
    a7[i].a = (int16_t)lcg(); a7[i].b = (uint8_t)lcg(); a7[i].c = (float)(lcg() % 1000) / 4.0f;
    unsigned r = lcg();
    memcpy(&b[i], &r, 4);
    bb[i].a = (signed)(lcg() % 31) - 15; bb[i].b = (signed)(lcg() % 2001) - 1000; bb[i].tail = (unsigned char)lcg();
  }
  for (int i = 0; i < 16 * m + 64; i++) buf[i] = (char)lcg();
  for (int i = 0; i < 4 * m + 10; i++) { float v = (float)(lcg() % 5000) / 8.0f; memcpy(buf + 4 * i + 1, &v, 4); }
  int offs[4] = {1, 2, 3, 0};
  for (int c = 0; c < calls; c++) {
    int o = offs[c % 4];
    p3(a3 + (c & 1), n, c);
    p5(a5, n - (c & 1), c);
    p7(a7 + (c % 3 == 1), a3, n - 1 < 1 ? 1 : n - 1);
    ua((int *)(buf + o), (const float *)(buf + 4 * m + 1 + o * (c & 1)), n, c);
    uf((float *)(buf + 8 * m + 4 + o), (const float *)(buf + 4 * m + 1), n);
    bf(b + (c & 1), n, c);
    bs(bb, n);
    printf("c%d o=%d p3=%u p5=%u p7=%u buf=%u bf=%u bs=%u\n", c, o, hashb(a3, sizeof(struct P3) * m),
           hashb(a5, sizeof(struct P5) * m), hashb(a7, sizeof(struct P7) * m), hashb(buf, 16 * m + 64),
           hashb(b, sizeof(struct BF) * m), hashb(bb, sizeof(struct BS) * m));
  }
  return 0;
}
