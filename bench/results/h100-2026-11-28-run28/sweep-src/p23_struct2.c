#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// struct copies in loops, arrays of small structs (packed-ish), swapping structs, field-wise AoS->SoA
// ARGS: 17
// ARGS: 0
// ARGS: 1
// ARGS: 2
// ARGS: 3
// ARGS: 257
typedef struct { short a; char b; int c; double d; } T;
typedef struct { unsigned char r, g, b; } RGB;
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  T *t = malloc(sizeof(T) * (n + 1)), *u = malloc(sizeof(T) * (n + 1));
  RGB *px = malloc(sizeof(RGB) * (n + 1)); unsigned char *gray = malloc(n + 1);
  int *cs = malloc(4 * (n + 1));
  memset(t, 0, sizeof(T) * (n + 1)); memset(u, 0, sizeof(T) * (n + 1));
  for (int i = 0; i < n; i++) { t[i].a = (short)(i * 301); t[i].b = (char)i; t[i].c = i * i; t[i].d = i * 0.1; px[i].r = i * 3; px[i].g = i * 5; px[i].b = i * 7; }
  for (int i = 0; i < n; i++) u[i] = t[n - 1 - i];
  for (int i = 0; i < n; i++) { u[i].c += t[i].a; u[i].d *= 2; }
  for (int i = 0; i < n; i++) gray[i] = (unsigned char)((px[i].r * 77 + px[i].g * 150 + px[i].b * 29) >> 8);
  for (int i = 0; i < n; i++) { RGB q = px[i]; px[i].r = q.b; px[i].b = q.g; px[i].g = q.r; }
  for (int i = 0; i < n; i++) cs[i] = u[i].a + u[i].b + u[i].c + (int)u[i].d;
  for (int i = 0; i + 1 < n; i += 2) { T x = t[i]; t[i] = t[i + 1]; t[i + 1] = x; }
  unsigned h = 0;
  for (int i = 0; i < n; i++) h = h * 31 + cs[i] + gray[i] + px[i].r + px[i].g * 3 + px[i].b * 5 + t[i].c + t[i].a;
  printf("%u\n", h);
  return 0;
}
