#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
// struct assignment inside loops (padding bytes), arrays of structs with char/short/double fields,
// unions read through another member, struct swap in a time loop
// ARGS: 17 3
// ARGS: 0 1
// ARGS: 1 2
// ARGS: 2 2
// ARGS: 33 4
// ARGS: 101 2
typedef struct { char tag; double v; short s; } Rec;          // padding after tag and after s
typedef struct { uint8_t r, g, b; } Px;                       // 3-byte struct
typedef union { float f; uint32_t u; int16_t h[2]; uint8_t c[4]; } U;
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  Rec *r = malloc(sizeof(Rec) * (n + 1)), *r2 = malloc(sizeof(Rec) * (n + 1));
  Px *p = malloc(sizeof(Px) * (n + 1) + 4);
  U *u = malloc(sizeof(U) * (n + 1));
  memset(r, 0x5a, sizeof(Rec) * (n + 1)); memset(r2, 0xa5, sizeof(Rec) * (n + 1));
  for (int i = 0; i < n; i++) { r[i].tag = (char)('a' + i % 26); r[i].v = i * 0.25; r[i].s = (short)(i * 300); p[i].r = i; p[i].g = i * 3; p[i].b = 255 - i; u[i].f = (float)i * 1.5f - 7.0f; }
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) { Rec x = r[i]; x.v = x.v * 0.5 + t; x.s += 1; r2[i] = x; }
    for (int i = 0; i < n; i++) { Px q = p[i]; p[i].r = q.g; p[i].g = q.b; p[i].b = (uint8_t)(q.r + 1); }
    for (int i = 0; i < n; i++) { U x = u[i]; x.h[0] ^= (int16_t)(i + t); u[i] = x; }
    Rec *tmp = r; r = r2; r2 = tmp;
  }
  uint32_t h = 0;
  const unsigned char *bytes = (const unsigned char *)r;
  for (size_t i = 0; i < sizeof(Rec) * n; i++) h = h * 131 + bytes[i];
  for (int i = 0; i < n; i++) h = h * 31 + p[i].r + p[i].g * 7 + p[i].b * 13 + u[i].u;
  printf("%08x %zu\n", h, sizeof(Rec));
  for (int i = 0; i < n && i < 5; i++) printf("%c %.17g %d | %d %d %d | %08x %d %d %u\n", r[i].tag, r[i].v, r[i].s, p[i].r, p[i].g, p[i].b, u[i].u, u[i].h[0], u[i].h[1], u[i].c[3]);
  return 0;
}
